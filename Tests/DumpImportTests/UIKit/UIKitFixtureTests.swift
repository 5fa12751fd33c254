import Testing
@testable import DumpImport

/// Facts a correct importer must get from each real dump (Fixtures/README.md names the sources);
/// each was read off the dump text by hand.
@Suite("UIKit fixtures")
struct UIKitFixtureTests {
    private func scene(_ name: String, dump: Int? = nil) throws -> ImportedScene {
        try FixtureFiles.uikit("uikit/" + name, dump: dump).scene
    }

    private func view(_ scene: ImportedScene, line: Int) throws -> ImportedView {
        try #require(scene.view(line: line), "no view from line \(line)")
    }

    @Test("01 WeChat, cycript, 320×568: backtick-wrapped, alpha = nan, scroll views with offsets")
    func wechat() throws {
        let scene = try scene("01-wechat-cycript-320x568.txt")
        #expect(scene.windows.count == 1)
        #expect(scene.windows[0].id == "iConsoleWindow".prefix(1).lowercased() + "ConsoleWindow")
        #expect(scene.windows[0].frame == DumpRect(0, 0, 320, 568))
        #expect(scene.screen == (320, 568))
        let table = try view(scene, line: 10)
        #expect(table.kind == .scroll)
        #expect(table.clips)
        #expect(table.contentOffset! == (0, -64))
        #expect(table.contentSize! == (320, 499))
        #expect(try view(scene, line: 12).alpha == nil)
        let cell = try view(scene, line: 14)
        #expect(cell.frame == DumpRect(0, 369, 320, 65))
        #expect(scene.parent(of: cell.id) == (try view(scene, line: 13)).id)
        #expect(try view(scene, line: 20).hidden)
        #expect(try view(scene, line: 21).interactive == false)
    }

    @Test("02 iOS 13, 414×896: cut-off last line kept with its frame, layer rows and elisions skipped")
    func dropShadow() throws {
        let result = try FixtureFiles.uikit("uikit/02-dropshadow-ios13-414x896-truncated.txt")
        let scene = result.scene
        let shadow = try view(scene, line: 4)
        #expect(shadow.frame == DumpRect(0, 0, 414, 896))
        #expect(shadow.clips)
        #expect(scene.parent(of: shadow.id) == (try view(scene, line: 3)).id)
        let table = try view(scene, line: 12)
        #expect(table.contentOffset! == (0, -88))
        #expect(table.contentSize!.height == 70.0001)
        #expect(try view(scene, line: 13).frame == DumpRect(0, 0.0001, 414, 50))
        let content = try view(scene, line: 14)
        #expect(content.children.count == 5)
        #expect(try view(scene, line: 20).frame == DumpRect(329, 5, 50, 50))
        #expect(scene.view(line: 19) == nil)
        #expect(result.warnings.contains { $0.line == 20 && $0.message.contains("cut off after its frame") })
        #expect(result.warnings.contains { $0.line == 21 && $0.message.contains("elided") })
    }

    @Test("03 iOS 7, 320×480: text after the closing >, siblings by depth, negative frames")
    func backButton() throws {
        let scene = try scene("03-ios7-backbutton-320x480.txt")
        let bar = try view(scene, line: 8)
        #expect(bar.frame == DumpRect(0, 20, 320, 44))
        #expect(scene.parent(of: bar.id) == (try view(scene, line: 2)).id)
        #expect(try view(scene, line: 6).hidden && view(scene, line: 7).hidden)
        #expect(try view(scene, line: 17).frame == DumpRect(-981, -995, 91, 22))
        #expect(try view(scene, line: 9).frame == DumpRect(0, -20, 320, 64))
        #expect(try view(scene, line: 12).hidden)
        #expect(scene.parent(of: try view(scene, line: 12).id) == (try view(scene, line: 10)).id)
    }

    @Test("04 WhatsApp, 375×667: \\u escapes in text, a button with its label, layer rows are not views")
    func whatsapp() throws {
        let scene = try scene("04-whatsapp-cycript-375x667-unicode.txt")
        #expect(scene.windows[0].frame == DumpRect(0, 0, 375, 667))
        let button = try view(scene, line: 13)
        #expect(button.kind == .button)
        #expect(button.frame == DumpRect(16, 529.5, 343, 39))
        #expect(try view(scene, line: 14).frame == DumpRect(116, 6.5, 111.5, 26.5))
        #expect(try view(scene, line: 14).origin.contains("同意并继续"))
        #expect(try view(scene, line: 7).children.count == 8)
        #expect(try view(scene, line: 11).interactive)
        #expect(try view(scene, line: 19).frame == DumpRect(67.5, 618.5, 240, 48.5))
    }

    @Test("05 iOS 15, 428×926: the navigation bar beside the transition view")
    func navigationBar() throws {
        let scene = try scene("05-navbar-label-428x926.txt")
        let bar = try view(scene, line: 10)
        #expect(bar.frame == DumpRect(0, 47, 428, 44))
        #expect(scene.parent(of: bar.id) == (try view(scene, line: 5)).id)
        #expect(try view(scene, line: 11).frame == DumpRect(0, -47, 428, 91))
        #expect(try view(scene, line: 11).interactive == false)
        #expect(try view(scene, line: 9).frame == DumpRect(182, 453, 64.3333, 20.3333))
        #expect(try view(scene, line: 4).clips == false)
    }

    @Test("06 Keep, 414×736: an elision line makes no view")
    func keep() throws {
        let result = try FixtureFiles.uikit("uikit/06-keep-cycript-414x736-elided.txt")
        let scene = result.scene
        #expect(scene.windows[0].frame == DumpRect(0, 0, 414, 736))
        #expect(scene.windows[0].children.isEmpty)
        let video = try view(scene, line: 6)
        #expect(video.frame == DumpRect(0, 0, 414, 736))
        #expect(scene.parent(of: video.id) == (try view(scene, line: 5)).id)
        #expect(scene.parent(of: try view(scene, line: 7).id) == video.id)
        #expect(result.warnings.contains { $0.line == 8 })
    }

    @Test("07 WeChat on iConsole, 320×480: views after an elision whose superview may be elided are left out, each with a warning")
    func elidedWeChat() throws {
        let result = try FixtureFiles.uikit("uikit/07-wechat-iconsole-320x480-elided.txt")
        let scene = result.scene
        #expect(scene.windows[0].frame == DumpRect(0, 0, 320, 480))
        #expect(result.warnings.contains { $0.line == 9 && $0.message.contains("elided") })
        // Both badges (lines 10 and 12) are indented as subviews of the transition view (line 4), which
        // comes before the `...` of line 9: the elided lines may hold their real superview (a tab bar
        // button, by their frames), so neither is placed, and each says so with the label below it.
        for line in [10, 12] {
            let warning = try #require(result.warnings.first { $0.line == line }, "no warning at line \(line)")
            #expect(warning.column == 16)
            #expect(warning.message.contains("comes after the lines elided at line 9, so its superview is unknown"))
            #expect(warning.message.contains("under <UITransitionView: 0x089a5db1> (line 4)"))
            #expect(warning.message.hasSuffix("left out with the 1 view below it"))
        }
        #expect(!result.warnings.contains { $0.line == 11 || $0.line == 13 })
        for line in 10...13 { #expect(scene.view(line: line) == nil, "line \(line) was imported") }
        #expect(try view(scene, line: 8).children.isEmpty)
        #expect(scene.allViews.count == 6)
    }

    @Test("08 gdb, 2010: the oldest format, frames only, a row without its last semicolon")
    func gdb() throws {
        let scene = try scene("08-gdb-uiwebview-320x460-2010.txt")
        #expect(scene.windows.count == 1)
        let webView = try #require(scene.windows[0].root)
        #expect(webView.frame == DumpRect(0, 0, 320, 460))
        let scroll = try view(scene, line: 3)
        #expect(scroll.kind == .scroll)
        #expect(scroll.children.count == 11)
        #expect(scroll.children.last?.frame == DumpRect(0, 0, 320, 460))
        #expect(try view(scene, line: 7).frame == DumpRect(0, 0, 54, 54))
        #expect(try view(scene, line: 8).frame == DumpRect(-14.5, 14.5, 30, 1))
    }

    @Test("09 iOS 7 cell, NSLog: a cell as the root, the cell scroll view with an offset and no size")
    func swipeableCell() throws {
        let scene = try scene("09-ios7-swipeablecell-nslog-320.txt")
        let cell = try #require(scene.windows.first?.root)
        #expect(cell.frame == DumpRect(0, 396, 320, 44))
        #expect(cell.origin.contains("Item #10"))
        let scroll = try view(scene, line: 4)
        #expect(scroll.kind == .scroll)
        #expect(scroll.clips)
        #expect(scroll.contentOffset! == (0, 0))
        #expect(scroll.contentSize == nil)
        let disclosure = try view(scene, line: 5)
        #expect(disclosure.frame == DumpRect(302, 16, 8, 12.5))
        #expect(disclosure.interactive == false)
        #expect(scene.parent(of: try view(scene, line: 7).id) == scroll.id)
        #expect(try view(scene, line: 8).frame == DumpRect(15, 0, 270, 43))
    }

    @Test("10 Sentry sample, 375×667: a push mid-animation, a stack of buttons, hidden toolbar")
    func sentry() throws {
        let scene = try scene("10-sentry-mock-375x667-buttons.txt")
        let outgoing = try view(scene, line: 5)
        #expect(outgoing.frame == DumpRect(-112, 0, 375, 667))
        #expect(outgoing.interactive == false)
        let stack = try view(scene, line: 9)
        #expect(stack.frame == DumpRect(0, 0, 163.5, 330))
        #expect(stack.children.filter { $0.kind == .button }.count == 11)
        #expect(try view(scene, line: 10).frame == DumpRect(0, 0, 163.5, 30))
        let toolbar = try view(scene, line: 89)
        #expect(toolbar.hidden)
        #expect(toolbar.frame == DumpRect(0, 667, 375, 44))
        let largeTitle = try view(scene, line: 76)
        #expect(largeTitle.clips && largeTitle.hidden && largeTitle.alpha == 0)
        #expect(try view(scene, line: 87).alpha == 0)
        // The stack's UIButtons keep their single tap (no class written); the bar button item's view does not (S5.10).
        #expect(stack.children.filter { $0.kind == .button }.allSatisfy { $0.controlClass == nil })
        let barButton = try view(scene, line: 80)
        #expect(barButton.kind == .button && barButton.controlClass == "UIControl")
    }

    @Test("11 Apple ID sheet, 375×667: an echoed root is one root; double < and nested >>> read")
    func appleIDSheet() throws {
        let result = try FixtureFiles.uikit("uikit/11-appleid-signin-sheet-cycript-375x667.txt")
        let scene = result.scene
        #expect(result.dumpCount == 2)
        #expect(scene.windows.count == 1)
        let root = try #require(scene.windows[0].root)
        #expect(root.children.map(\.frame) == [DumpRect(-375, -667, 1125, 2001), DumpRect(0, 40, 375, 627)])
        let table = try view(scene, line: 15)
        #expect(table.contentOffset! == (0, -56))
        #expect(table.contentSize! == (375, 524.5))
        let cell = try view(scene, line: 16)
        #expect(cell.frame == DumpRect(0, 155, 375, 60))
        #expect(cell.children.count == 4)
        let container = try view(scene, line: 53)
        #expect(container.origin.hasPrefix("_UITextContainerView "))
        #expect(container.frame == DumpRect(0, 0, 315.5, 54.5))
        #expect(scene.allViews.filter { $0.origin.hasPrefix("_UIScrollViewScrollIndicator") }.allSatisfy { $0.alpha == 0 })
    }

    @Test("12 SwiftUI list, commented lines: mangled names, a collection view and its cells")
    func swiftUIList() throws {
        let scene = try scene("12-sentry-swiftui-list-300x500-commented.txt")
        #expect(scene.windows[0].frame == DumpRect(0, 0, 300, 500))
        // The hosting view (a mangled _UIHostingView) is a swiftui view whose UIKit children stay, with a
        // warning that its SwiftUI views are not in the dump.
        let result = try FixtureFiles.uikit("uikit/12-sentry-swiftui-list-300x500-commented.txt")
        #expect(try view(scene, line: 7).kind == .swiftui)
        #expect(try view(scene, line: 7).children.count == 1)
        #expect(result.warnings.contains { $0.line == 7 && $0.message.contains("not its SwiftUI views") })
        let list = try view(scene, line: 9)
        #expect(list.kind == .scroll)
        #expect(list.contentOffset! == (0, -59))
        #expect(list.contentSize! == (300, 182))
        #expect(list.children.count == 7)
        #expect(try view(scene, line: 12).frame == DumpRect(16, 38.6667, 268, 44))
        #expect(try view(scene, line: 10).frame == DumpRect(-16, -1000, 332, 1100.33))
    }

    @Test("13 iOS 6, NSLog: a view as the root gets a window of its own")
    func roundedRectButtons() throws {
        let scene = try scene("13-nslog-2013-roundedrectbutton-320x460-truncated.txt")
        let root = try #require(scene.windows.first?.root)
        #expect(root.frame == DumpRect(0, 20, 320, 460))
        #expect(scene.windows[0].frame == DumpRect(0, 0, 320, 480))
        #expect(root.children.map(\.frame) == [DumpRect(25, 397, 63, 44), DumpRect(0, 0, 320, 224), DumpRect(232, 412, 55, 44)])
        #expect(root.children.map(\.kind) == [.button, .view, .button])
        #expect(try view(scene, line: 5).frame == DumpRect(12, 12, 39, 19))
        #expect(try view(scene, line: 9).interactive == false)
    }

    @Test("14 collapsed pipes: depth is the count of |, not the columns")
    func collapsedPipes() throws {
        let scene = try scene("14-cocoadelica-collapsed-pipes-320x480-truncated.txt")
        let root = try #require(scene.windows.first?.root)
        #expect(root.frame == DumpRect(0, 0, 320, 480))
        #expect(root.children.count == 4)
        #expect(try view(scene, line: 3).frame == DumpRect(-4, -4, 346, 498))
        let button = try view(scene, line: 6)
        #expect(button.frame == DumpRect(230, 3, 22, 22))
        #expect(scene.parent(of: button.id) == root.children.last?.id)
        #expect(try view(scene, line: 7).alpha == 0)
    }

    @Test("15 LNPopupController issue, 375×667: table and wrapper offsets, a cut-off last line")
    func popupIssue() throws {
        let scene = try scene("15-lnpopup-issue168-touchvisualizer-375x667-truncated.txt")
        #expect(scene.windows[0].frame == DumpRect(0, 0, 375, 667))
        #expect(try view(scene, line: 5).contentOffset! == (0, -64))
        #expect(try view(scene, line: 5).contentSize! == (375, 533.5))
        #expect(try view(scene, line: 6).contentSize! == (375, 667))
        let cell = try view(scene, line: 7)
        #expect(cell.frame == DumpRect(0, 459.5, 375, 44))
        #expect(scene.parent(of: cell.id) == (try view(scene, line: 6)).id)
    }

    @Test("16 Chisel pviews, flush-left pipes: a control as the root, layer rows skipped")
    func chisel() throws {
        let scene = try scene("16-chisel-pviews-testview-flushleft-pipes.txt")
        let root = try #require(scene.windows.first?.root)
        #expect(root.frame == DumpRect(144, 9, 126, 167))
        #expect(root.kind == .button)
        #expect(root.controlClass == "UIControl")
        #expect(root.children.count == 5)
        #expect(try view(scene, line: 5).frame == DumpRect(0, 135, 126, 14))
        #expect(try view(scene, line: 9).hidden)
    }

    @Test("17 Sentry, three iOS versions under == headers ==: three dumps, each titled; --dump picks one")
    func threeVersions() throws {
        let name = "uikit/17-sentry-swiftui-text-three-ios-headers.txt"
        let last = try FixtureFiles.uikit(name)
        #expect(last.dump == DumpChoice(index: 3, count: 3, line: 20, title: "iOS 17 & 16"))
        #expect(last.scene.windows.count == 1)
        #expect(last.scene.windows[0].frame == DumpRect(0, 0, 250, 250))
        #expect(try view(last.scene, line: 24).frame == DumpRect(48.6667, 122.667, 152.667, 64))
        #expect(last.warnings.contains { $0.line == 20 && $0.message == "the file holds 3 dumps; imported dump 3 (\"iOS 17 & 16\", from line 20); choose another with --dump N" })
        let first = try FixtureFiles.uikit(name, dump: 1)
        #expect(first.dump == DumpChoice(index: 1, count: 3, line: 4, title: "iOS 26"))
        #expect(first.scene.windows.map(\.frame) == [DumpRect(20, 20, 120, 60)])
        #expect(try view(first.scene, line: 7).children.isEmpty)    // iOS 26: the hosting view has layers only
        #expect(first.scene.allViews.count == 3)
        let second = try FixtureFiles.uikit(name, dump: 2)
        #expect(second.dump.title == "iOS 18")
        #expect(try view(second.scene, line: 15).children.map(\.frame) == [DumpRect(0, 0, 120, 81.3333), DumpRect(20.3333, 41, 79.6667, 20.3333)])
        #expect(!second.warnings.contains { $0.message.contains("windows: the first") })
    }
}
