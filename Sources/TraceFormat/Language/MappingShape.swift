/// A declared YAML mapping — its keys, and the keys of each variant a discriminating key selects
/// (`kind: scroll`, `type: tap`) — from which the reference tables and the JSON Schema are made.
package struct MappingShape: Sendable {
    /// The definition's name in the schema and the reference's anchor: `view`, `recognizer`.
    package let name: String
    /// One line on what the mapping is.
    package let summary: String
    package let keys: [Key]
    package let variants: [Variant]

    /// Keys only some values of `discriminator` take.
    package struct Variant: Sendable {
        package let discriminator: String
        package let value: String
        package let summary: String
        package let keys: [Key]
    }

    package init(_ name: String, _ summary: String, keys: [Key], variants: [Variant] = []) {
        self.name = name
        self.summary = summary
        self.keys = keys
        self.variants = variants
    }
}
