import InteractionEngine
import TraceYAML

/// One key of a declared YAML mapping: its name, the shape of its value, its default as written, a
/// one-line doc, and whether it is required. Reference tables and the JSON Schema are made from keys.
public struct Key: Sendable {
    public let name: String
    public let shape: Shape
    public let defaultText: String?
    public let doc: String
    public let isRequired: Bool

    public init(_ name: String, _ shape: Shape, default defaultText: String? = nil, required: Bool = false, _ doc: String) {
        self.name = name
        self.shape = shape
        self.defaultText = defaultText
        self.doc = doc
        self.isRequired = required
    }

    /// A declared parameter as a key.
    init<Root>(_ parameter: Parameter<Root>) {
        self.init(parameter.name, Shape(parameter.type), default: parameter.defaultText, required: parameter.isRequired, parameter.doc)
    }
}

/// What a field's reader sees: the value reader, the whole mapping the key is in, and where it is.
package struct FieldContext {
    package let values: ValueReader
    package let map: MappingReader
    package var diagnostics: Diagnostics { values.diagnostics }
}

/// A key together with how its value is read into `Spec`: the declaration the decoder, the reference
/// and the schema share.
package struct Field<Spec>: @unchecked Sendable {
    package let key: Key
    package let read: @Sendable (YAMLNode, inout Spec, FieldContext) -> Void
    /// The error when a required key is missing, if not the generic "<what> needs '<key>'".
    package let missing: String?

    package init(_ key: Key, missing: String? = nil, read: @escaping @Sendable (YAMLNode, inout Spec, FieldContext) -> Void) {
        self.key = key
        self.missing = missing
        self.read = read
    }

    package var name: String { key.name }
}

extension Array {
    /// Reads every field present in `map` into `spec`, in declaration order.
    package func read<Spec>(_ map: MappingReader, into spec: inout Spec, _ values: ValueReader) where Element == Field<Spec> {
        let context = FieldContext(values: values, map: map)
        for field in self {
            guard let node = map[field.name] else {
                if field.key.isRequired {
                    if let missing = field.missing { values.diagnostics.error(missing, at: map.node.mark) } else { _ = map.required(field.name) }
                }
                continue
            }
            field.read(node, &spec, context)
        }
    }
}
