import InteractionEngine
import TraceFormat

/// Turns a `recursiveDescription` dump into a scene (docs/trace-format.md, "Start from a debugger dump").
public enum UIKitImporter {
    public struct Result: Sendable {
        public var scene: ImportedScene
        public var warnings: [ImportWarning]
        /// Which dump of the file was imported, and how many it holds.
        public var dump: DumpChoice
        public var dumpCount: Int { dump.count }
        /// 1-based.
        public var dumpIndex: Int { dump.index }
    }

    public enum Failure: Error, Sendable, Equatable {
        /// No view description was found at all.
        case noViews
        /// `--dump N` asked for a dump the file does not have.
        case noSuchDump(asked: Int, count: Int)
    }

    /// Reads `bytes` (the file `path`), imports dump `dump` (1-based; nil for the last).
    public static func run(_ bytes: [UInt8], path: String, dump: Int? = nil) -> Swift.Result<Result, Failure> {
        let log = WarningLog(file: path)
        let reading = UIKitDump.read(DumpText.lines(bytes), log: log)
        let dumps = reading.dumps
        guard !dumps.isEmpty, dumps.contains(where: { !$0.roots.isEmpty }) else { return .failure(.noViews) }
        let index = dump ?? dumps.count
        guard (1...dumps.count).contains(index) else { return .failure(.noSuchDump(asked: index, count: dumps.count)) }
        let chosen = dumps[index - 1]
        let choice = DumpChoice(index: index, count: dumps.count, line: chosen.firstLine, title: chosen.title)
        if dumps.count > 1 {
            log.warn("the file holds \(dumps.count) dumps; imported \(choice.name); choose another with --dump N",
                     line: chosen.firstLine, column: 1)
        }
        var recognizers = UIKitRecognizers.byView(reading.recognizers)
        var scene = build(chosen, recognizers: &recognizers, log: log)
        UIKitRecognizers.name(&scene)
        UIKitRecognizers.warnUnplaced(recognizers, dump: chosen, otherDumps: dumps.enumerated().filter { $0.offset != index - 1 }.map(\.element), log: log)
        return .success(Result(scene: scene, warnings: log.all, dump: choice))
    }

    /// The scene of one dump: each window root a window (its first subview the root view, the rest
    /// above it); a root that is not a window is given a window of its own. Each view takes the
    /// recognizers on it out of `recognizers`.
    static func build(_ dump: UIKitDump, recognizers: inout [String: [RecognizerDescription]], log: WarningLog) -> ImportedScene {
        var namer = IDNamer(bases: dump.roots.flatMap(bases), reserved: IDNamer.formatReserved)
        var windows: [ImportedWindow] = []
        for root in dump.roots {
            if isWindow(root.description) {
                var window = ImportedWindow(id: namer.name(IDNamer.base(ofClass: root.description.className)), frame: root.frame,
                                            state: windows.isEmpty ? .key : .visible, origin: origin(root))
                if root.description.field("hidden") == "YES" { window.state = .hidden }
                let views = root.children.compactMap { view($0, namer: &namer, recognizers: &recognizers, log: log) }
                window.root = views.first
                window.children = Array(views.dropFirst())
                windows.append(window)
            } else if var view = view(root, namer: &namer, recognizers: &recognizers, log: log) {
                let frame = DumpRect(0, 0, max(0, root.frame.x + root.frame.width), max(0, root.frame.y + root.frame.height))
                var window = ImportedWindow(id: namer.name("window"), frame: frame, state: windows.isEmpty ? .key : .visible,
                                            origin: "no window in the dump: one made around \(root.description.className), line \(root.line.number)")
                view.frame = root.frame
                window.root = view
                windows.append(window)
            }
        }
        if windows.count > 1 {
            log.warn("\(windows.count) windows: the first, \(windows[0].id), is made key; change `state:` if another one was key",
                     line: dump.roots[0].line.number, column: 1)
        }
        let first = windows.first?.frame ?? DumpRect(0, 0, 375, 812)
        return ImportedScene(screen: (max(1, first.x + first.width), max(1, first.y + first.height)), windows: windows)
    }

    /// Every base name the import will use, so ids are numbered only when shared.
    private static func bases(_ node: DumpNode) -> [String] {
        var names = [IDNamer.base(ofClass: node.description.className)]
        if node.description.depth == 0, !isWindow(node.description) { names.append("window") }
        if kind(node.description) != .flutter { names += node.children.flatMap(bases) }
        return names
    }

    /// A view and its subtree.
    private static func view(_ node: DumpNode, namer: inout IDNamer, recognizers: inout [String: [RecognizerDescription]],
                             log: WarningLog) -> ImportedView? {
        let d = node.description
        var view = ImportedView(id: namer.name(IDNamer.base(ofClass: d.className)), frame: node.frame, origin: origin(node))
        view.kind = kind(d)
        if view.kind == .button { view.controlClass = controlClass(d) }
        view.recognizers = (recognizers.removeValue(forKey: d.address) ?? []).compactMap {
            UIKitRecognizers.imported($0, on: view, log: log)
        }
        view.hidden = d.field("hidden") == "YES"
        view.interactive = d.field("userInteractionEnabled") != "NO"
        view.clips = d.field("clipsToBounds") == "YES"
        if let text = d.field("alpha") {
            if let alpha = Double(text), alpha.isFinite {
                if alpha < 0 || alpha > 1 {
                    log.warn("alpha = \(text) is outside 0…1; clamped", at: node.line, column: fieldColumn(node, "alpha"))
                }
                let clamped = min(1, max(0, alpha))
                if clamped != 1 { view.alpha = clamped }
            } else {
                log.warn("<\(d.className): \(d.address)> has alpha = \(text), not a number; left out (a view's alpha is 1 unless said)",
                         at: node.line, column: fieldColumn(node, "alpha"))
            }
        }
        if view.kind == .scroll {
            view.contentOffset = d.field("contentOffset").flatMap(ViewDescription.pair).map { (x: $0.0, y: $0.1) }
            view.contentSize = d.field("contentSize").flatMap(ViewDescription.pair).map { (width: $0.0, height: $0.1) }
        }
        if view.kind == .flutter {
            if !node.children.isEmpty {
                log.warn("\(d.className)'s \(node.children.count) subview(s) are the Flutter engine's (platform views, overlays); left out: import its widgets with `trace-replay import flutter`",
                         at: node.line, column: node.line.column + d.column - 1)
            }
            return view
        }
        if view.kind == .swiftui {
            log.warn("\(d.className) is a SwiftUI hosting view: a recursiveDescription shows only the UIKit views SwiftUI placed in it, not its SwiftUI views; imported with an empty `body:` to describe them in",
                     at: node.line, column: node.line.column + d.column - 1)
        }
        view.children = node.children.compactMap { self.view($0, namer: &namer, recognizers: &recognizers, log: log) }
        return view
    }

    /// Where a field of a node's description stands in the file's line.
    static func fieldColumn(_ node: DumpNode, _ key: String) -> Int {
        node.line.column + node.description.column(of: key) - 1
    }

    static func isWindow(_ d: ViewDescription) -> Bool {
        d.className.hasSuffix("Window") || (d.field("baseClass")?.hasSuffix("Window") ?? false)
    }

    /// The kind a view is declared as: the kind whose UIKit classes (ViewKindSpec.uikitClasses) hold
    /// its class or base class; else a scroll view when the dump prints a content offset or size, a
    /// button when its class is named like one; else a plain view.
    static func kind(_ d: ViewDescription) -> ImportedView.Kind {
        let names = [d.className, d.field("baseClass") ?? ""].map(IDNamer.demangled)
        if let declared = Registry.viewKind(forUIKitClasses: names) { return ImportedView.Kind(rawValue: declared.name) }
        if d.field("contentOffset") != nil || d.field("contentSize") != nil { return .scroll }
        if d.className.hasSuffix("Button") && !d.className.hasSuffix("ButtonLabel") { return .button }
        return .view
    }

    /// A button's UIKit control class when it is not a UIButton, which decides whether an ancestor's
    /// single tap may take its tap (S5.10): the public controls by name, and any other control — an
    /// app's UIControl subclass, the views of bar button items and tab bar items — as UIControl.
    static func controlClass(_ d: ViewDescription) -> String? {
        let names = [d.className, d.field("baseClass") ?? ""].map(IDNamer.demangled)
        let named = ControlClass.allCases.filter { $0 != .button && $0 != .control }.map(\.rawValue)
        if let known = named.first(where: names.contains) { return known }
        let buttons = ["UIButton", "UIRoundedRectButton", "UINavigationButton"]
        if names.contains(where: buttons.contains) { return nil }
        let controls = ["UIControl", "_UIButtonBarButton", "_UIModernBarButton", "UITabBarButton", "UIDatePicker", "UIColorWell"]
        return names.contains(where: controls.contains) ? "UIControl" : nil
    }

    /// `UILabel 'Back' 0x8ab64b0, line 15`: what the comment beside an id says.
    static func origin(_ node: DumpNode) -> String {
        let d = node.description
        var text = d.className
        if let base = d.field("baseClass") { text += " (\(base))" }
        if let label = d.field("text"), label.count > 2 {
            let shown = DumpText.unescaped(label)
            text += " " + (shown.count > 40 ? String(shown.prefix(40)) + "…'" : shown)
        }
        return text + " \(d.address), line \(node.line.number)"
    }
}
