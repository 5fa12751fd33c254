import InteractionEngine

/// The whole trace language as declared: every mapping, with its keys and variants. The reference
/// tables of docs/trace-format.md and schema/trace.schema.json are made from this and nothing else.
package enum Language {
    package static var mappings: [MappingShape] {
        DocumentFields.shapes + [view] + RecognizerFields.shapes + WidgetFields.shapes + SwiftUIFields.shapes + VerbShapes.arguments
    }

    /// A view: `id`, `kind`, the common keys, and each kind's own keys.
    package static var view: MappingShape {
        MappingShape("view", "a UIView, of one of the kinds below", keys: [ViewFields.id, ViewFields.kind] + ViewFields.common.map(\.key),
                     variants: Registry.viewKinds.map { kind in
                         MappingShape.Variant(discriminator: "kind", value: kind.name, summary: kind.summary, keys: kind.keys)
                     })
    }

    package static func mapping(_ name: String) -> MappingShape? { mappings.first { $0.name == name } }

    /// Every setting a trace may name, dotted, with its shape, default and doc.
    package static var settings: [Key] {
        let defaults = Settings()
        return Settings.entries.map { entry in
            Key(entry.name, .number(unit: entry.unit, range: 0...ValueReader.maxMagnitude), default: NumberText.format(defaults[keyPath: entry.keyPath]), entry.doc)
        } + Settings.choices.map { choice in
            Key(choice.name, .word(choice.options), default: choice.defaultText, choice.doc)
        }
    }
}
