import TestSupport
import Testing
import TraceFormat
import TraceReplay
@testable import DumpImport

/// Gesture recognizers a dump lists become recognizers on their views, or warnings naming them.
@Suite("UIKit recognizers")
struct UIKitRecognizersTests {
    /// A made-up screen, with recognizer listings in the forms UIKit prints them: an NSArray's listing
    /// (`po [view gestureRecognizers]`), a Swift array's (quoted, `must-fail` lists with `\n` escapes, as
    /// in the README of kambala-decapitator/SwipeToDeleteInsidePageVC and a comment of styf's
    /// WPTSlidingHeaderViewController.m), and iOS 17's form with `id =` and `view = <UILabel: 0x…>`.
    static let dump = #"""
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x7f1; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x601>; layer = <UIWindowLayer: 0x602>>
           | <UIView: 0x7f2; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x603>>
           |    | <UIImageView: 0x7f3; frame = (0 0; 69 69); gestureRecognizers = <NSArray: 0x604>; layer = <CALayer: 0x605>>
           |    | <UITableView: 0x7f4; frame = (0 100; 375 567); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x606>; layer = <CALayer: 0x607>; contentOffset: {0, 0}; contentSize: {375, 1000}>
           |    | <UILabel: 0x7f5; frame = (0 70; 100 20); text = 'Hi'; gestureRecognizers = <NSArray: 0x608>; layer = <_UILabelLayer: 0x609>>
        (lldb) po [0x7f3 gestureRecognizers]
        <__NSArrayI 0x604>(
        <UITapGestureRecognizer: 0x801; state = Possible; view = <UIImageView 0x7f3>; target= <(action=imageTapped:, target=<App.ViewController 0x900>)>; numberOfTapsRequired = 2>,
        <UILongPressGestureRecognizer: 0x802; state = Possible; enabled = NO; cancelsTouchesInView = NO; view = <UIImageView 0x7f3>; target= <(action=_handlePressGesture:, target=<UIBandSelectionInteraction 0x901>)>; numberOfTapsRequired = 0; minimumPressDuration = 0.1>
        )
        (lldb) po tableView.gestureRecognizers
        (
            "<UIScrollViewDelayedTouchesBeganGestureRecognizer: 0x803; state = Possible; delaysTouchesBegan = YES; view = <UITableView 0x7f4>; target= <(action=delayed:, target=<UITableView 0x7f4>)>>",
            "<UIScrollViewPanGestureRecognizer: 0x804; state = Possible; delaysTouchesEnded = NO; view = <UITableView 0x7f4>; target= <(action=handlePan:, target=<UITableView 0x7f4>)>>",
            "<_UISwipeActionPanGestureRecognizer: 0x805; state = Possible; view = <UITableView 0x7f4>; target= <(action=_swipeRecognizerDidRecognize:, target=<UISwipeHandler 0x902>)>>",
            "<UITapGestureRecognizer: 0x806 (multi-select.multiFingerTapGesture); state = Possible; view = <UITableView 0x7f4>; target= <(action=_multiFingerTapGesture:, target=<UIMultiSelectInteraction 0x903>)>; numberOfTouchesRequired = 2; must-fail = {\n        <UIPanGestureRecognizer: 0x807 (multi-select.multiFingerPanGesture); state = Possible; delaysTouchesEnded = NO; view = <UITableView 0x7f4>; target= <(action=_handleCommonPanGestureStateChanged:, target=<UIMultiSelectInteraction 0x903>)>>\n    }>",
            "<UIPanGestureRecognizer: 0x807 (multi-select.multiFingerPanGesture); state = Possible; delaysTouchesEnded = NO; view = <UITableView 0x7f4>; target= <(action=_handleCommonPanGestureStateChanged:, target=<UIMultiSelectInteraction 0x903>)>>",
            "<UIHoverGestureRecognizer: 0x808; state = Possible; view = <UITableView 0x7f4>; target= <(action=_handleKnobHoverGesture:, target=<UITableView 0x7f4>)>>"
        )
        <UITapGestureRecognizer: 0x809; id = 32; state = Possible; view = <UILabel: 0x7f5>; target= <(action=showDetail, target=<App.ViewController 0x900>)>>
        <UIPanGestureRecognizer: 0x80a; state = Possible; view = <UIWindow 0x7f1>; target= <(action=pan:, target=<App.Window 0x904>)>>
        <UISwipeGestureRecognizer: 0x80b; state = Possible; view = <UIView 0xdead>; target= <(action=swipe:, target=<App.ViewController 0x900>)>>
        """#

    private func result() throws -> UIKitImporter.Result {
        try UIKitImporter.run(Array(Self.dump.utf8), path: "dump.txt").get()
    }

    @Test("recognizers of the types a trace knows go on their views, with the settings the dump prints")
    func imported() throws {
        let result = try result()
        #expect(result.dumpCount == 1)
        let image = try #require(result.scene.view("imageView"))
        #expect(image.recognizers.map(\.id) == ["imageViewTap", "imageViewLongPress"])
        #expect(image.recognizers[0].type == "tap" && image.recognizers[0].action == "imageView.imageTapped")
        #expect(image.recognizers[0].options == [.init(key: "taps", value: "2")])
        #expect(image.recognizers[1].options == [.init(key: "enabled", value: "false"), .init(key: "cancelsTouchesInView", value: "false"),
                                                 .init(key: "minimumPressDuration", value: "100ms")])
        #expect(image.recognizers[1].origin == "UILongPressGestureRecognizer 0x802, line 10")
        let table = try #require(result.scene.view("tableView"))
        #expect(table.recognizers.map(\.id) == ["tableViewTap", "tableViewPan"])
        #expect(table.recognizers[0].options == [.init(key: "fingers", value: "2")])
        #expect(table.recognizers[0].action == "tableView._multiFingerTapGesture")
        #expect(table.recognizers[1].options == [.init(key: "delaysTouchesEnded", value: "false")])
        let label = try #require(result.scene.view("label"))
        #expect(label.recognizers.map(\.id) == ["labelTap"] && label.recognizers[0].action == "label.showDetail")
    }

    @Test("every recognizer left out is named in a warning at its line, saying why")
    func warned() throws {
        let warnings = try result().warnings
        func warning(_ address: String) -> ImportWarning? { warnings.first { $0.message.contains(": \(address)>") } }
        #expect(warning("0x803")?.message.contains("the scroll view's own content-touch delay, which kind: scroll has built in as tableView.delay") == true)
        #expect(warning("0x804")?.message.contains("which kind: scroll has built in as tableView.pan") == true)
        #expect(warning("0x805")?.message.contains("is a _UISwipeActionPanGestureRecognizer, which no recognizer type of a trace stands for; left out") == true)
        #expect(warning("0x808")?.message.contains("UIHoverGestureRecognizer") == true)
        #expect(warning("0x80a")?.message.contains("is on the window <UIWindow: 0x7f1> (line 2), and a trace's windows have no recognizers") == true)
        #expect(warning("0x80b")?.message == "<UISwipeGestureRecognizer: 0x80b> is on a view at 0xdead that is not in the dump; left out")
        #expect(warning("0x80b")?.description.hasPrefix("dump.txt:23:1: warning:") == true)
        #expect(warning("0x801") == nil && warning("0x807") == nil && warning("0x809") == nil)
    }

    @Test("the skeleton declares them, and the trace decodes and replays a double tap to the image's action")
    func skeleton() throws {
        let text = TraceSkeleton.text(try result().scene, name: "recognizers", source: "dump.txt", command: "test")
        let expected = [
            "          - id: imageView    # UIImageView 0x7f3, line 4",
            "            frame: [0, 0, 69, 69]",
            "            recognizers:",
            "              - {id: imageViewTap, type: tap, action: imageView.imageTapped, taps: 2}    # UITapGestureRecognizer 0x801, line 9",
            "              - {id: imageViewLongPress, type: longPress, action: imageView._handlePressGesture, enabled: false, cancelsTouchesInView: false, minimumPressDuration: 100ms}    # UILongPressGestureRecognizer 0x802, line 10",
            "          - id: tableView    # UITableView 0x7f4, line 5",
        ]
        #expect(text.contains(expected.joined(separator: "\n")))
        let events = text.replacingOccurrences(of: "events: []", with: "events:\n  - {t: 1s, tap: [30, 30]}\n  - {t: 1.1s, tap: [30, 30]}")
        let trace = try TraceLoader().decode(file: "recognizers.yaml", bytes: Array(events.utf8)).get()
        let lines = Replayer().replay(trace).entries.map(Transcript.line)
        #expect(lines.contains { $0.hasSuffix("action imageView.imageTapped") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("a recognizer inside a view's own line is that view's")
    func inline() throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n | <UIView: 0x2; frame = (0 0; 50 50); gestureRecognizers = <NSArray: 0x3; (<UIRotationGestureRecognizer: 0x4; state = Possible; target= <(action=turn:, target=<VC 0x5>)>>)>>\n"
        let result = try UIKitImporter.run(Array(text.utf8), path: "dump.txt").get()
        let view = try #require(result.scene.view("view"))
        #expect(view.recognizers.map(\.type) == ["rotation"])
        #expect(view.recognizers.first?.action == "view.turn")
        #expect(result.warnings.isEmpty)
    }

    @Test("a subclass of a known type is imported as that type, with a warning; an edge pan without edges gets [left], said out loud")
    func subclassAndEdges() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 100 100)>
             | <UIView: 0x2; frame = (0 0; 50 50)>
            <MyApp.DoubleTap: 0x3; baseClass = UITapGestureRecognizer; state = Possible; view = <UIView 0x2>; target= <(action=a:, target=<VC 0x5>), (action=b:, target=<VC 0x5>)>>
            <UIScreenEdgePanGestureRecognizer: 0x4; state = Possible; view = <UIView 0x2>; target= <(action=back:, target=<VC 0x5>)>>
            <UISwipeGestureRecognizer: 0x6; state = Possible; view = <UIView 0x2>; direction = left; target= <(action=s:, target=<VC 0x5>)>>
            """
        let result = try UIKitImporter.run(Array(text.utf8), path: "dump.txt").get()
        let view = try #require(result.scene.view("view"))
        #expect(view.recognizers.map(\.id) == ["viewTap", "viewEdgePan", "viewSwipe"])
        #expect(view.recognizers[0].origin == "MyApp.DoubleTap (UITapGestureRecognizer) 0x3, line 3")
        #expect(view.recognizers[1].options == [.init(key: "edges", value: "[left]")])
        #expect(view.recognizers[2].options == [.init(key: "direction", value: "left")])
        #expect(result.warnings.map(\.line) == [3, 3, 4])
        #expect(result.warnings[0].message.contains("a subclass of UITapGestureRecognizer; imported as a plain tap"))
        #expect(result.warnings[1].message.contains("has 2 target-action pairs"))
        let yaml = TraceSkeleton.text(result.scene, name: "edges", source: "dump.txt", command: "test")
        #expect(throws: Never.self) { try TraceLoader().decode(file: "edges.yaml", bytes: Array(yaml.utf8)).get() }
    }

    @Test("a view line holding many recognizers is read quickly")
    func manyInline() throws {
        let many = String(repeating: "<UITapGestureRecognizer: 0x4; state = Possible>; <A: 0x5>; ", count: TestDepth.rounds(quick: 10_000, full: 50_000))
        let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n | <UIView: 0x2; frame = (0 0; 50 50); gestureRecognizers = <NSArray: 0x3; (" + many + ")>>\n"
        let result = try UIKitImporter.run(Array(text.utf8), path: "dump.txt").get()
        #expect(result.scene.view("view")?.recognizers.count == 1)    // one recognizer, listed again and again
    }
}
