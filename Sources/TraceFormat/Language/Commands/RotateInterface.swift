import InteractionEngine

/// `orientation: landscapeLeft`: the device turns and the interface rotates with it (docs/semantics.md S3.8).
package struct RotateInterface: Command {
    package let orientation: InterfaceOrientation
    package var verbName: String { "orientation" }

    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "orientation", reads: RotateInterface.self, argument: .word(InterfaceOrientation.allCases.map(\.rawValue)),
        doc: "the interface rotates: the screen's bounds swap, windows and views follow"
    ) { node, reader in
        reader.values.choice(node, "orientation", InterfaceOrientation.allCases.map { ($0.rawValue, $0) }).map { RotateInterface(orientation: $0) }
    }
}
