import Foundation
import Testing
import TraceFormat
@testable import DumpImport

@Suite("UIKit importer")
struct UIKitImporterTests {
    static let flutterDump = #"""
        "<UIWindow: 0x7f01; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x6001>>\n   | <FlutterView: 0x7f02; frame = (0 0; 390 844); autoresize = W+H; layer = <CAMetalLayer: 0x6002>>\n   |    | <FlutterTouchInterceptingView: 0x7f03; frame = (0 100; 390 250); layer = <CALayer: 0x6003>>\n   | <UIView: 0x7f04; frame = (0 800; 390 44); layer = <CALayer: 0x6004>>"
        """#

    @Test("a FlutterView becomes a flutter view with no widgets yet; the engine's subviews are left out with a warning")
    func flutterView() throws {
        let result = try UIKitImporter.run(Array(Self.flutterDump.utf8), path: "dump.txt").get()
        let window = try #require(result.scene.windows.first)
        let flutter = try #require(window.root)
        #expect(flutter.kind == .flutter)
        #expect(flutter.id == "flutterView")
        #expect(flutter.children.isEmpty)
        #expect(window.children.map(\.frame) == [DumpRect(0, 800, 390, 44)])
        let warning = try #require(result.warnings.first)
        #expect(warning.line == 1)
        #expect(warning.message.contains("Flutter engine's"))
        let text = TraceSkeleton.text(result.scene, name: "flutter", source: "dump.txt", command: "test")
        #expect(text.contains("kind: flutter\n"))
        #expect(text.contains("widgets: []      # fill in with: trace-replay import flutter DUMP --into THIS_TRACE --view flutterView"))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flutter-\(UUID().uuidString).yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: Never.self) { try TraceLoader().load(path).get() }
    }

    @Test("controls and scroll views are told by class, base class or a printed content offset")
    func kinds() throws {
        func kind(_ line: String) throws -> ImportedView.Kind {
            UIKitImporter.kind(try #require(ViewDescription.parse(line)))
        }
        #expect(try kind("<UISwitch: 0x1; frame = (0 0; 51 31)>") == .button)
        #expect(try kind("<MyButton: 0x1; baseClass = UIButton; frame = (0 0; 51 31)>") == .button)
        #expect(try kind("<_UIModernBarButton: 0x1; frame = (0 0; 51 31)>") == .button)
        #expect(try kind("<UIButtonLabel: 0x1; frame = (0 0; 51 31)>") == .view)
        #expect(try kind("<FeedView: 0x1; frame = (0 0; 1 1); contentOffset: {0, 0}; contentSize: {1, 2}>") == .scroll)
        #expect(try kind("<MyApp.Feed: 0x1; baseClass = UICollectionView; frame = (0 0; 1 1)>") == .scroll)
        #expect(try kind("<UILabel: 0x1; frame = (0 0; 1 1)>") == .view)
    }

    @Test("a control that is not a UIButton is written with its class, which decides S5.10")
    func controlClasses() throws {
        func controlClass(_ line: String) throws -> String? {
            UIKitImporter.controlClass(try #require(ViewDescription.parse(line)))
        }
        #expect(try controlClass("<UIButton: 0x1; frame = (0 0; 51 31)>") == nil)
        #expect(try controlClass("<MyButton: 0x1; baseClass = UIButton; frame = (0 0; 51 31)>") == nil)
        #expect(try controlClass("<UINavigationButton: 0x1; frame = (0 0; 51 31)>") == nil)
        #expect(try controlClass("<UISwitch: 0x1; frame = (0 0; 51 31)>") == "UISwitch")
        #expect(try controlClass("<UISlider: 0x1; frame = (0 0; 51 31)>") == "UISlider")
        #expect(try controlClass("<RatingView: 0x1; baseClass = UIControl; frame = (0 0; 51 31)>") == "UIControl")
        #expect(try controlClass("<_UIButtonBarButton: 0x1; frame = (0 0; 51 31)>") == "UIControl")
        #expect(try controlClass("<UITabBarButton: 0x1; frame = (0 0; 51 31)>") == "UIControl")
        let dump = "<UIWindow: 0x2; frame = (0 0; 375 667)>\n   | <UITabBarButton: 0x1; frame = (0 0; 51 31)>\n"
        let scene = try UIKitImporter.run(Array(dump.utf8), path: "tab.txt").get().scene
        let text = TraceSkeleton.text(scene, name: "tab", source: "tab.txt", command: "trace-replay import uikit tab.txt")
        #expect(text.contains("kind: button") && text.contains("class: UIControl"))
    }
}
