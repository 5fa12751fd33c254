import Testing
@testable import DumpImport

@Suite("UIKit view descriptions")
struct ViewDescriptionTests {
    @Test("depth is the count of | markers before the <, whatever the spacing or what stands before them")
    func depth() throws {
        #expect(try #require(ViewDescription.parse("<UIWindow: 0x7fb2; frame = (0 0; 375 667)>")).depth == 0)
        #expect(try #require(ViewDescription.parse("   |    | <UIView: 0x1; frame = (0 0; 1 1)>")).depth == 2)
        #expect(try #require(ViewDescription.parse("||<UIView: 0x1; frame = (0 0; 1 1)>")).depth == 2)
        #expect(try #require(ViewDescription.parse("//   |    | <UIView: 0x1; frame = (0 0; 1 1)>")).depth == 2)
        #expect(try #require(ViewDescription.parse("2013-08-17 21:12:10.123 App[123:c07] <UIWindow: 0x1; frame = (0 0; 1 1)>")).depth == 0)
        #expect(try #require(ViewDescription.parse("   |    | <<_UITextContainerView: 0x1; frame = (0 0; 1 1)>> minSize = {0, 1}")).depth == 2)
    }

    @Test("fields split at top-level semicolons; frames, nested descriptions, braces and quoted text stay whole")
    func fields() throws {
        let line = "   | <UITableView: 0x7f9; baseClass = UITableView; frame = (0 64; 320 504); text = 'a; b > c'; clipsToBounds = YES; animations = { position=<CABasicAnimation: 0x1>; }; layer = <CALayer: 0x2>; contentOffset: {0, -64}; contentSize: {320, 1100}> - (null)"
        let view = try #require(ViewDescription.parse(line))
        #expect(view.className == "UITableView")
        #expect(view.address == "0x7f9")
        #expect(view.field("frame") == "(0 64; 320 504)")
        #expect(view.field("text") == "'a; b > c'")
        #expect(view.field("clipsToBounds") == "YES")
        #expect(view.field("contentOffset") == "{0, -64}")
        #expect(view.field("contentSize") == "{320, 1100}")
        #expect(view.complete)
        #expect(!view.isLayer)
        #expect(ViewDescription.rect(view.field("frame")!) == DumpRect(0, 64, 320, 504))
        #expect(ViewDescription.pair(view.field("contentOffset")!)! == (0, -64))
    }

    @Test("a line cut off is incomplete; a layer row is a layer; frames that are not four finite numbers are refused")
    func edges() throws {
        #expect(try #require(ViewDescription.parse("| <UIImageView: 0x1; frame = (329 5; 50 50);")).complete == false)
        #expect(try #require(ViewDescription.parse("|  | <_UILabelContentLayer: 0x6000; frame = (0 0; 1 1)> (layer)")).isLayer)
        #expect(ViewDescription.rect("(0 0; nan 4)") == nil)
        #expect(ViewDescription.rect("(0 0; 4)") == nil)
        #expect(ViewDescription.rect("(-981 -995; 91 22.5)") == DumpRect(-981, -995, 91, 22.5))
        #expect(ViewDescription.parse("(lldb) po [[UIWindow keyWindow] recursiveDescription]") == nil)
    }
}
