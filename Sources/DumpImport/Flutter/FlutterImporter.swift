/// Turns a `debugDumpRenderTree()` dump into the widgets of a `kind: flutter` view, and a trace
/// skeleton around them (docs/trace-format.md, "Flutter views").
public enum FlutterImporter {
    public struct Result: Sendable {
        /// One window whose root is the Flutter view holding the widgets.
        public var scene: ImportedScene
        /// The widgets alone, for `--into`.
        public var widgets: [ImportedWidget]
        /// The logical screen size the dump gives (nil when it has no RenderView).
        public var screen: (width: Double, height: Double)?
        public var warnings: [ImportWarning]
        /// Which render tree of the file was imported, and how many it holds.
        public var dump: DumpChoice
        public var dumpCount: Int { dump.count }
        /// 1-based.
        public var dumpIndex: Int { dump.index }
    }

    public enum Failure: Error, Sendable, Equatable {
        /// No render object was found.
        case noRenderTree
        /// The file holds a widget tree (`debugDumpApp()`) from this line, and no render tree.
        case widgetTreeOnly(line: Int)
        /// `--dump N` asked for a dump the file does not have.
        case noSuchDump(asked: Int, count: Int)
    }

    /// The ids the skeleton itself uses, and the words the trace format reserves (ValueReader.reservedIDs):
    /// an app widget called `App` is named `app1`.
    static let skeletonIDs: Set<String> = IDNamer.formatReserved.union(["window", "flutter"])

    /// Reads `bytes` (the file `path`) and imports dump `dump` (1-based; nil for the last). A widget
    /// tree in the same file, or in `widgets`, adds names and gestures; `reserved` ids are not used.
    public static func run(_ bytes: [UInt8], path: String, dump: Int? = nil, widgets: (bytes: [UInt8], path: String)? = nil,
                           reserved: Set<String> = []) -> Swift.Result<Result, Failure> {
        let log = WarningLog(file: path)
        let reading = RenderTreeReader.read(DumpText.lines(bytes), log: log)
        guard !reading.dumps.isEmpty else {
            if let first = reading.widgetTreeLines.first { return .failure(.widgetTreeOnly(line: first.number)) }
            return .failure(.noRenderTree)
        }
        let index = dump ?? reading.dumps.count
        guard (1...reading.dumps.count).contains(index) else { return .failure(.noSuchDump(asked: index, count: reading.dumps.count)) }
        let chosen = reading.dumps[index - 1]
        let choice = DumpChoice(index: index, count: reading.dumps.count, line: chosen.firstLine, title: chosen.title, noun: "render tree")
        if reading.dumps.count > 1 {
            log.warn("the file holds \(reading.dumps.count) render trees; imported \(choice.name); choose another with --dump N",
                     line: chosen.firstLine, column: 1)
        }
        var extra: [ImportWarning] = []
        let tree = widgetTree(reading: reading, widgets: widgets, log: log, extra: &extra)
        var links: [Int: Int] = [:]
        if let tree, let first = tree.firstLine {
            if let found = tree.link(chosen) {
                links = found
            } else {
                log.warn("the widget tree from line \(first)\(widgets.map { " of \($0.path)" } ?? "") does not match this render tree (other render objects, or another moment); its names are not used",
                         line: chosen.firstLine, column: 1)
            }
        }
        let layout = RenderLayout.compute(chosen, log: log)
        let folder = WidgetFolder(dump: chosen, layout: layout, widgetTree: tree, links: links, log: log)
        let drafts = folder.drafts()
        if drafts.isEmpty {
            log.warn("no render object in this tree matters to hit-testing (no Listener, GestureDetector, viewport or platform view was laid out); the Flutter view has no widgets",
                     line: chosen.firstLine, column: 1)
        }
        var namer = IDNamer(bases: drafts.flatMap(bases), reserved: reserved.union(skeletonIDs))
        let widgets = drafts.map { name($0, &namer) }
        let screen = layout.screen ?? excerptScreen(chosen, layout: layout, log: log)
        let frame = DumpRect(0, 0, max(1, screen.width), max(1, screen.height))
        let root = chosen.nodes[chosen.roots[0]]
        var view = ImportedView(id: "flutter", frame: frame,
                                origin: root.className == "RenderView" ? "the FlutterView: \(root.name), line \(root.line)"
                                    : "the FlutterView (the dump has no RenderView)")
        view.kind = .flutter
        view.widgets = widgets
        var window = ImportedWindow(id: "window", frame: frame, state: .key, origin: "a window around the FlutterView")
        window.root = view
        let scene = ImportedScene(screen: (frame.width, frame.height), windows: [window])
        return .success(Result(scene: scene, widgets: widgets, screen: layout.screen, warnings: log.all + extra, dump: choice))
    }

    /// The widget tree given with `--widgets`, or found after the render tree in the same file.
    static func widgetTree(reading: RenderTreeReader.Reading, widgets: (bytes: [UInt8], path: String)?, log: WarningLog,
                           extra: inout [ImportWarning]) -> WidgetTree? {
        if let widgets {
            let widgetLog = WarningLog(file: widgets.path)
            let lines = RenderTreeReader.read(DumpText.lines(widgets.bytes), log: widgetLog).widgetTreeLines
            let tree = WidgetTree.read(lines)
            if tree.entries.isEmpty {
                widgetLog.warn("no widget tree (debugDumpApp() output, lines like `└MaterialApp(…)`) in this file; it is not used", line: 1, column: 1)
            }
            extra += widgetLog.all
            return tree.entries.isEmpty ? nil : tree
        }
        guard !reading.widgetTreeLines.isEmpty else { return nil }
        let tree = WidgetTree.read(reading.widgetTreeLines)
        return tree.entries.isEmpty ? nil : tree
    }

    /// An excerpt without its RenderView: a screen just large enough for what it has, said out loud.
    static func excerptScreen(_ dump: RenderDump, layout: RenderLayout, log: WarningLog) -> (width: Double, height: Double) {
        var width = 1.0, height = 1.0
        for root in dump.roots {
            guard let origin = layout.origins[root], let size = layout.sizes[root] else { continue }
            width = max(width, origin.x + size.width)
            height = max(height, origin.y + size.height)
        }
        let first = dump.nodes[dump.roots[0]]
        log.warn("the dump has no RenderView (an excerpt?), so no screen size: the Flutter view is made \(YAMLText.number(width))×\(YAMLText.number(height)) to hold what it has, at the excerpt's own offsets; set the real size",
                 line: first.line, column: first.column)
        return (width, height)
    }

    static func bases(_ draft: WidgetFolder.Draft) -> [String] {
        [draft.base] + draft.children.flatMap(bases)
    }

    /// Ids in paint order, depth first: the order the reader sees them in the trace.
    static func name(_ draft: WidgetFolder.Draft, _ namer: inout IDNamer) -> ImportedWidget {
        var widget = draft.widget
        widget.id = namer.name(draft.base)
        widget.children = draft.children.map { name($0, &namer) }
        return widget
    }
}
