/// The gesture recognizers a UIKit dump describes, put on the views they are on as `recognizers:`
/// (docs/trace-format.md, "Recognizers") when their class is one a trace has a type for; every other
/// one is named in a warning, never left out in silence. A recognizer finds its view by the address in
/// its `view = <UIView 0x…>`, so a listing pasted anywhere in the file (`po view.gestureRecognizers`)
/// goes to the view it names in the dump imported.
enum UIKitRecognizers {
    /// The UIKit classes a trace has a type for, and that type.
    static let types: [String: String] = [
        "UITapGestureRecognizer": "tap", "UIPanGestureRecognizer": "pan", "UILongPressGestureRecognizer": "longPress",
        "UISwipeGestureRecognizer": "swipe", "UIPinchGestureRecognizer": "pinch", "UIRotationGestureRecognizer": "rotation",
        "UIScreenEdgePanGestureRecognizer": "edgePan",
    ]

    /// A scroll view's own recognizers, which `kind: scroll` has built in: the suffix of their ids.
    static let scrollViewOwn: [String: String] = [
        "UIScrollViewPanGestureRecognizer": "pan", "UIScrollViewDelayedTouchesBeganGestureRecognizer": "delay",
    ]

    /// Each recognizer of the file once (one listed twice, or in another's `must-fail`, is the same
    /// one), by the address of its view; those naming none under "".
    static func byView(_ recognizers: [RecognizerDescription]) -> [String: [RecognizerDescription]] {
        var seen = Set<String>()
        var result: [String: [RecognizerDescription]] = [:]
        for recognizer in recognizers where seen.insert(recognizer.address).inserted {
            result[recognizer.viewAddress ?? "", default: []].append(recognizer)
        }
        return result
    }

    /// What a recognizer on `view` becomes, or nil with a warning saying why it is left out.
    static func imported(_ r: RecognizerDescription, on view: ImportedView, log: WarningLog) -> ImportedRecognizer? {
        let d = r.description
        let className = IDNamer.demangled(d.className)
        if view.kind == .scroll, let own = scrollViewOwn[className] {
            log.warn("\(r.name) is the scroll view's own \(own == "pan" ? "pan" : "content-touch delay"), which kind: scroll has built in as \(view.id).\(own); not declared again",
                     at: r.line, column: r.column)
            return nil
        }
        let base = d.field("baseClass").map(IDNamer.demangled)
        guard let type = types[className] ?? base.flatMap({ types[$0] }) else {
            let what = className + (base.map { " (base class \($0))" } ?? "")
            log.warn("\(r.name) on \(view.id) is a \(what), which no recognizer type of a trace stands for; left out: declare it by hand if it matters (a custom recognizer registered in Swift, docs/trace-format.md, \"Hooks\")",
                     at: r.line, column: r.column)
            return nil
        }
        if types[className] == nil, let base {
            log.warn("\(r.name) on \(view.id) is a subclass of \(base); imported as a plain \(type), without what the subclass changes",
                     at: r.line, column: r.column)
        }
        var recognizer = ImportedRecognizer(type: type, id: "", options: RecognizerOptions(r, type: type, log: log).options,
                                            origin: origin(r))
        recognizer.selector = r.actions.first
        if r.actions.count > 1 {
            log.warn("\(r.name) has \(r.actions.count) target-action pairs; a trace's recognizer has one action, so it is named after the first (\(r.actions[0]))",
                     at: r.line, column: r.column)
        }
        return recognizer
    }

    /// `UITapGestureRecognizer 0x7f9, line 14`: what the comment beside its id says.
    static func origin(_ r: RecognizerDescription) -> String {
        let base = r.description.field("baseClass").map { " (\($0))" } ?? ""
        return "\(r.className)\(base) \(r.address), line \(r.line.number)"
    }

    /// Ids for the recognizers once every view has its own: `<view id><Type>` (`imageViewTap`),
    /// numbered when shared, never an id the scene has; and actions `<view id>.<selector>`.
    static func name(_ scene: inout ImportedScene) {
        var ids = Set<String>()
        var bases: [String] = []
        for window in scene.windows {
            ids.insert(window.id)
            for view in window.views.flatMap(\.subtree) {
                ids.insert(view.id)
                bases += view.recognizers.map { base(of: $0, on: view) }
            }
        }
        guard !bases.isEmpty else { return }
        var namer = IDNamer(bases: bases, reserved: ids.union(IDNamer.formatReserved))
        func visit(_ view: inout ImportedView) {
            for i in view.recognizers.indices {
                view.recognizers[i].id = namer.name(base(of: view.recognizers[i], on: view))
                view.recognizers[i].action = view.recognizers[i].selector.flatMap { action($0, on: view) }
            }
            for i in view.children.indices { visit(&view.children[i]) }
        }
        for w in scene.windows.indices {
            if scene.windows[w].root != nil { visit(&scene.windows[w].root!) }
            for i in scene.windows[w].children.indices { visit(&scene.windows[w].children[i]) }
        }
    }

    static func base(of recognizer: ImportedRecognizer, on view: ImportedView) -> String {
        view.id + (recognizer.type.first.map { String($0).uppercased() } ?? "") + recognizer.type.dropFirst()
    }

    /// `imageTapped:` → `imageView.imageTapped`; `handle:event:` → `imageView.handle.event`; nil when
    /// that is not an id.
    static func action(_ selector: String, on view: ImportedView) -> String? {
        let name = selector.split(separator: ":").joined(separator: ".")
        let action = view.id + "." + name
        guard !name.isEmpty, action.utf8.count <= 200,
              action.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_.-".contains($0)) }) else { return nil }
        return action
    }

    /// Warnings for the recognizers no imported view took: on a window (a trace's windows have none),
    /// on a view that was left out, on a view of no dump in the file, or naming no view at all. Those
    /// on views of another dump of the file go with that dump, and are not warned about.
    static func warnUnplaced(_ left: [String: [RecognizerDescription]], dump: UIKitDump, otherDumps: [UIKitDump], log: WarningLog) {
        var nodes: [String: DumpNode] = [:]
        var stack = dump.roots
        while let node = stack.popLast() {
            nodes[node.description.address] = node
            stack += node.children
        }
        let elsewhere = otherDumps.reduce(into: Set<String>()) { $0.formUnion($1.addresses) }
        let unplaced = left.flatMap { address, recognizers in recognizers.map { (address, $0) } }.sorted { $0.1.line.number < $1.1.line.number }
        for (address, r) in unplaced {
            let why: String
            if address.isEmpty {
                why = "does not say which view it is on (no `view = <…>`)"
            } else if let node = nodes[address] {
                let view = "<\(node.description.className): \(address)> (line \(node.line.number))"
                why = node.description.depth == 0 && UIKitImporter.isWindow(node.description)
                    ? "is on the window \(view), and a trace's windows have no recognizers"
                    : "is on \(view), which is not imported (see its warning)"
            } else if elsewhere.contains(address) {
                continue
            } else {
                why = "is on a view at \(address) that is not in the dump"
            }
            log.warn("\(r.name) \(why); left out", at: r.line, column: r.column)
        }
    }
}

extension ImportedWindow {
    /// Its root view and the views above it, back to front.
    var views: [ImportedView] { (root.map { [$0] } ?? []) + children }
}
