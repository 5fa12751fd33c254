import InteractionEngine
import TraceYAML

/// `statusBarTap: ~` or `statusBarTap: {x}`: the user taps the status bar, at screen x `x` (the middle of
/// the screen when not given), and the key window's scroll-to-top gesture runs (docs/semantics.md S6.7).
/// It names no id: UIKit picks the window (the key window) and the scroll view.
package struct StatusBarTap: Command {
    /// Where along the status bar the finger lands, in screen points; nil for the middle of the screen.
    package let x: Double?
    package var verbName: String { "statusBarTap" }

    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let mapping = MappingShape("statusBarTap", "where along the status bar the finger lands", keys: [
        Key("x", .number(unit: "points", range: 0...ValueReader.maxMagnitude), default: "the middle of the screen",
            "screen x of the tap: the scroll views beneath it are asked"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "statusBarTap", reads: StatusBarTap.self, argument: .oneOf([.null, .mapping("statusBarTap")]),
                                      doc: "a tap on the status bar: the scroll-to-top gesture (`scrollsToTop`)", mappings: [mapping]) { node, reader in
        if node.isNull { return StatusBarTap(x: nil) }
        guard let map = reader.map(node, verb, "statusBarTap") else { return nil }
        guard let xNode = map["x"] else { return StatusBarTap(x: nil) }
        return reader.values.nonNegativeNumber(xNode, "statusBarTap's x").map { StatusBarTap(x: $0) }
    }
}
