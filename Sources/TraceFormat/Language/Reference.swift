import InteractionEngine

/// Writes the reference tables of docs/trace-format.md from the declared language. Each table lives
/// between `<!-- generated: NAME -->` and `<!-- end generated -->`; everything else is prose.
package enum Reference {
    /// The generated blocks by name.
    package static var blocks: [String: String] {
        var blocks: [String: String] = [
            "settings": "<a id=\"\(Shape.anchor("settings"))\"></a>\n\n" + table(Language.settings, heading: "setting"),
            "verbs": verbTable,
            "records": recordTable,
            "viewKinds": viewKindList,
            "recognizerRecords": recognizerRecordTable,
        ]
        for mapping in Language.mappings { blocks[mapping.name] = section(mapping) }
        blocks["reference"] = Language.mappings.filter { !inlined.contains($0.name) }.map(section).joined(separator: "\n")
        return blocks
    }

    /// Mappings whose table stands where the prose discusses them rather than in the reference list.
    static let inlined: Set<String> = ["exposureSettings"]

    /// `markdown` with every generated block rewritten; unknown block names are left as they are.
    package static func render(into markdown: String) -> String {
        let blocks = self.blocks
        var output: [Substring] = []
        var skipping = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping {
                if line == endMarker {
                    skipping = false
                    output.append(line)
                }
                continue
            }
            output.append(line)
            if let name = blockName(line), let block = blocks[name] {
                output.append(contentsOf: block.split(separator: "\n", omittingEmptySubsequences: false).dropLast())
                skipping = true
            }
        }
        return output.joined(separator: "\n")
    }

    static let endMarker = "<!-- end generated -->"

    private static func blockName(_ line: Substring) -> String? {
        let prefix = "<!-- generated: ", suffix = " -->"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix) else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// A mapping's anchor, summary and key table, then each variant's keys.
    static func section(_ mapping: MappingShape) -> String {
        var text = "#### <a id=\"\(Shape.anchor(mapping.name))\"></a>`\(mapping.name)`: \(mapping.summary)\n\n"
        text += table(mapping.keys, heading: "key")
        for variant in mapping.variants {
            text += "\n`\(variant.discriminator): \(variant.value)` — \(variant.summary)"
            text += variant.keys.isEmpty ? "; no keys of its own.\n" : ":\n\n" + table(variant.keys, heading: "key")
        }
        return text
    }

    static func table(_ keys: [Key], heading: String) -> String {
        var text = "| \(heading) | value | default | meaning |\n|---|---|---|---|\n"
        for key in keys {
            let fallback = key.isRequired ? "required" : "—"
            text += "| `\(key.name)` | \(key.shape.docText) | \(key.defaultText.map(escape) ?? fallback) | \(escape(key.doc)) |\n"
        }
        return text
    }

    /// Every record shape: `<slot>`s are filled in, `a|b` is one of the words.
    static var recordTable: String {
        var text = "| record | kind | shown by default |\n|---|---|---|\n"
        for shape in RecordShape.all {
            let shown = RecordKind.defaultSet.contains(shape.kind) ? "yes" : "no"
            text += "| `\(escape(shape.template))` | `\(shape.kind.rawValue)` | \(shown) |\n"
        }
        return text
    }

    /// The view kinds a trace may write, the default first.
    static var viewKindList: String {
        let names = Registry.viewKinds.map { "`\($0.name)`" }
        return "The kinds: " + names[0] + " (the default), " + names.dropFirst().joined(separator: ", ") + ".\n"
    }

    /// What each recognizer type records (`GestureType.recordedEvents`), for patterns.
    static var recognizerRecordTable: String {
        var text = "| type | records |\n|---|---|\n"
        for type in Registry.gestureTypes {
            let events = type.recordedEvents.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            let note = type == CustomGesture.self ? " (those of a continuous or a discrete recognizer, as its class registers)" : ""
            text += "| `\(type.name)` | \(events.isEmpty ? "none" : events)\(note) |\n"
        }
        return text
    }

    static var verbTable: String {
        var text = "| verb | argument | what it does |\n|---|---|---|\n"
        for verb in Registry.verbs { text += "| `\(verb.name)` | \(verb.argument.docText) | \(escape(verb.doc)) |\n" }
        return text
    }

    /// Pipes would end a table cell.
    private static func escape(_ text: String) -> String { text.replacingAll("|", with: "\\|") }
}

extension String {
    /// Every occurrence of `target` replaced (the standard library without Foundation).
    func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
