import Testing
@testable import DumpImport

@Suite("Ids from class names")
struct IDNamerTests {
    @Test("class names become readable lower-camel bases", arguments: [
        ("UITableView", "tableView"), ("UITableViewCell", "cell"), ("UICollectionViewCell", "cell"),
        ("UITableViewCellContentView", "contentView"), ("UIView", "view"), ("UIWindow", "window"),
        ("_UINavigationBarBackground", "navigationBarBackground"), ("WKWebView", "wkWebView"),
        ("MyApp.ProfileHeader", "profileHeader"), ("_TtC5MyApp4Cell", "cell"), ("iConsoleWindow", "iConsoleWindow"),
        ("SwiftUI.UpdateCoalescingCollectionView", "updateCoalescingCollectionView"), ("UIURLField", "urlField"),
        ("MMUILabel", "mmuiLabel"), ("1Weird", "view1Weird"), ("__", "view"), ("FlutterView", "flutterView"),
    ])
    func bases(name: String, base: String) {
        #expect(IDNamer.base(ofClass: name) == base)
    }

    @Test("a base used once stays bare; one used several times is numbered from 1 in order; no id is given twice")
    func numbering() {
        var namer = IDNamer(bases: ["cell", "tableView", "cell", "cell1"])
        #expect(namer.name("cell") == "cell1")
        #expect(namer.name("tableView") == "tableView")
        #expect(namer.name("cell1") == "cell11")
        #expect(namer.name("cell") == "cell2")
    }
}
