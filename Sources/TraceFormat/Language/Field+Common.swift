import InteractionEngine
import TraceYAML

/// Fields of the common value types, reading into a key path; their defaults come from `Spec()`.
extension Field where Spec: ParameterRoot {
    package static func bool(_ name: String, _ path: WritableKeyPath<Spec, Bool> & Sendable, _ doc: String) -> Field {
        Field(Key(name, .bool, default: String(Spec()[keyPath: path]), doc)) { node, spec, context in
            if let value = context.values.bool(node, name) { spec[keyPath: path] = value }
        }
    }

    package static func choice<C: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Spec, C> & Sendable, _ doc: String
    ) -> Field where C.RawValue == String {
        let words = C.allCases.map(\.rawValue)
        return Field(Key(name, .word(words), default: Spec()[keyPath: path].rawValue, doc)) { node, spec, context in
            if let value = context.values.choice(node, name, C.allCases.map { ($0.rawValue, $0) }) { spec[keyPath: path] = value }
        }
    }

    /// An action or other name, unset unless written.
    package static func id(_ name: String, _ path: WritableKeyPath<Spec, String?> & Sendable, what: String, _ doc: String) -> Field {
        Field(Key(name, .id, doc)) { node, spec, context in
            spec[keyPath: path] = context.values.id(node, what)
        }
    }
}

extension ParameterRoot {
    /// Reads `fields` from `context`'s mapping into a fresh value.
    package static func read(_ fields: [Field<Self>], _ context: FieldContext) -> Self {
        var value = Self()
        fields.read(context.map, into: &value, context.values)
        return value
    }
}
