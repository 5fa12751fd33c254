/// Writes an imported scene as the `scene:` of a trace: windows in dump order, each view in block
/// style with a comment giving its class, address and dump line; widgets likewise.
struct SceneWriter {
    private(set) var lines: [String] = []

    mutating func scene(_ scene: ImportedScene, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        lines.append("\(pad)screen: \(YAMLText.pair(scene.screen.width, scene.screen.height))")
        lines.append("\(pad)windows:")
        for window in scene.windows { self.window(window, indent: indent + 2) }
    }

    private mutating func window(_ window: ImportedWindow, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        lines.append("\(pad)- id: \(window.id)\(comment(window.origin))")
        lines.append("\(pad)  state: \(window.state.rawValue)")
        lines.append("\(pad)  frame: \(YAMLText.rect(window.frame))")
        if let root = window.root {
            lines.append("\(pad)  root:")
            view(root, indent: indent + 4, listItem: false)
        }
        if !window.children.isEmpty {
            lines.append("\(pad)  children:")
            for child in window.children { view(child, indent: indent + 4, listItem: true) }
        }
    }

    /// A view's keys: those that differ from a plain, visible, interactive view.
    private mutating func view(_ view: ImportedView, indent: Int, listItem: Bool) {
        let pad = String(repeating: " ", count: indent)
        let first = listItem ? "\(pad)- " : pad
        let rest = listItem ? pad + "  " : pad
        lines.append("\(first)id: \(view.id)\(comment(view.origin))")
        if view.kind != .view { lines.append("\(rest)kind: \(view.kind.rawValue)") }
        lines.append("\(rest)frame: \(YAMLText.rect(view.frame))")
        if view.hidden { lines.append("\(rest)hidden: true") }
        if let alpha = view.alpha { lines.append("\(rest)alpha: \(YAMLText.number(alpha))") }
        if !view.interactive { lines.append("\(rest)interactive: false") }
        if view.kind == .scroll {
            if !view.clips { lines.append("\(rest)clips: false") }
            if let size = view.contentSize { lines.append("\(rest)contentSize: \(YAMLText.pair(size.width, size.height))") }
            if let offset = view.contentOffset { lines.append("\(rest)contentOffset: \(YAMLText.pair(offset.x, offset.y))") }
        } else if view.clips {
            lines.append("\(rest)clips: true")
        }
        if view.kind == .button {
            if let control = view.controlClass { lines.append("\(rest)class: \(control)") }
            lines.append("\(rest)onPress: \(view.id).press")
        }
        if view.kind == .flutter {
            if view.widgets.isEmpty {
                lines.append("\(rest)widgets: []      # fill in with: trace-replay import flutter DUMP --into THIS_TRACE --view \(view.id)")
            } else {
                lines.append("\(rest)widgets:")
                for widget in view.widgets { self.widget(widget, indent: indent + 2) }
            }
        }
        if !view.recognizers.isEmpty {
            lines.append("\(rest)recognizers:")
            for recognizer in view.recognizers { self.recognizer(recognizer, indent: rest.count + 2) }
        }
        if view.kind == .swiftui {
            lines.append("\(rest)body: []      # its SwiftUI views are not in the dump: describe them (docs/trace-format.md, kind swiftui)")
        }
        if !view.children.isEmpty {
            lines.append("\(rest)children:")
            for child in view.children { self.view(child, indent: rest.count + 2, listItem: true) }
        }
    }

    /// A recognizer as a one-line list item at `indent`: `- {id: imageViewTap, type: tap, …}`.
    private mutating func recognizer(_ recognizer: ImportedRecognizer, indent: Int) {
        var keys = ["id: \(recognizer.id)", "type: \(recognizer.type)"]
        if let action = recognizer.action { keys.append("action: \(action)") }
        keys += recognizer.options.map { "\($0.key): \($0.value)" }
        lines.append("\(String(repeating: " ", count: indent))- {\(keys.joined(separator: ", "))}\(comment(recognizer.origin))")
    }

    /// A widget as a list item at `indent`.
    mutating func widget(_ widget: ImportedWidget, indent: Int) {
        let pad = String(repeating: " ", count: indent)
        let rest = pad + "  "
        lines.append("\(pad)- id: \(widget.id)\(comment(widget.origin))")
        lines.append("\(rest)frame: \(YAMLText.rect(widget.frame))")
        if let behavior = widget.behavior { lines.append("\(rest)behavior: \(behavior.rawValue)") }
        if widget.painted { lines.append("\(rest)painted: true") }
        if let barrier = widget.barrier { lines.append("\(rest)\(barrier.rawValue): true") }
        for callback in widget.callbacks { lines.append("\(rest)\(callback): \(widget.id).\(callback.dropFirst(2).prefix(1).lowercased() + callback.dropFirst(3))") }
        if !widget.listener.isEmpty {
            let parts = widget.listener.map { "\($0): \(widget.id).\($0)" }.joined(separator: ", ")
            lines.append("\(rest)listener: {\(parts)}")
        }
        if let scroll = widget.scroll {
            lines.append("\(rest)scroll: {axis: \(scroll.axis), extent: \(YAMLText.number(scroll.extent)), offset: \(YAMLText.number(scroll.offset))}")
        }
        if widget.platformView {
            lines.append("\(rest)platformView:")
            lines.append("\(rest)  view: {id: \(widget.id)Native}      # the native view: describe it from a UIKit dump")
        }
        if !widget.children.isEmpty {
            lines.append("\(rest)children:")
            for child in widget.children { self.widget(child, indent: indent + 4) }
        }
    }

    private func comment(_ origin: String) -> String {
        origin.isEmpty ? "" : "    # " + YAMLText.comment(origin)
    }
}

/// A whole trace around an imported scene: the name, a `bug:` to fill in, the scene, no events yet,
/// and comments that say what to write.
public enum TraceSkeleton {
    /// `source` is the dump's file name (the trace is committed; where the dump lay on one machine is
    /// no part of it); `dump` says which dump of the file it was, when the file holds several.
    public static func text(_ scene: ImportedScene, name: String, source: String, command: String, dump: DumpChoice? = nil) -> String {
        var writer = SceneWriter()
        writer.scene(scene, indent: 2)
        let which = dump.map { $0.count > 1 ? ", \($0.summary)" : "" } ?? ""
        var lines = [
            "# Imported by `\(YAMLText.comment(command))` from \(YAMLText.comment(source))\(YAMLText.comment(which)).",
            "# Each id's comment gives the class, the address and the line in the dump it came from.",
            "# To turn this into a regression test:",
            "#   - say in `bug:` what the report says and what goes wrong;",
            "#   - add the input that shows it to `events:` (taps, swipes, window calls; docs/trace-format.md);",
            "#   - add `expect:` lines that pin the bug, then check with `trace-replay lint` and `trace-replay print`.",
            "name: \(YAMLText.scalar(name))",
            "bug: >",
            "  TODO: what the report says, and the mechanism.",
            "scene:",
        ]
        lines += writer.lines
        lines.append("events: []")
        return lines.joined(separator: "\n") + "\n"
    }
}
