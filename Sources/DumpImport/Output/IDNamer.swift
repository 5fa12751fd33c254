/// Readable, unique ids from class names: `UITableView` → `tableView`, `UITableViewCell` → `cell`,
/// `MyApp.ProfileHeader` → `profileHeader`. A name used once stays bare; a name used several times
/// is numbered in dump order from 1 (`cell1`, `cell2`), so ids read like the screen.
struct IDNamer {
    private var counts: [String: Int] = [:]
    private var next: [String: Int] = [:]
    private var taken = Set<String>()

    /// Names that UIKit's own classes shorten to.
    static let shortNames: [String: String] = [
        "UITableViewCell": "cell", "UICollectionViewCell": "cell", "UITableViewCellContentView": "contentView",
        "UIWindow": "window", "UIView": "view", "UIButton": "button", "UILabel": "label", "UIImageView": "imageView",
        "UIButtonLabel": "buttonLabel", "FlutterView": "flutterView",
    ]

    /// Words the trace format gives a meaning of their own where an id goes (ValueReader.reservedIDs).
    static let formatReserved: Set<String> = ["none", "nil", "keyWindow", "app"]

    /// Counts every base name first, so that a name used once is never numbered. `reserved` ids are
    /// taken already (the rest of a trace the import goes into): a base among them is numbered.
    init(bases: [String], reserved: Set<String> = []) {
        for base in bases { counts[base, default: 0] += 1 }
        taken = reserved
    }

    /// The id for the next view of this base name.
    mutating func name(_ base: String) -> String {
        var candidate = base
        if counts[base, default: 0] > 1 || taken.contains(base) {
            repeat {
                let n = next[base, default: 0] + 1
                next[base] = n
                candidate = base + String(n)
            } while taken.contains(candidate)
        }
        taken.insert(candidate)
        return candidate
    }

    /// The base name of a class: the module and Swift mangling dropped, UIKit's `UI`/`_UI` prefix
    /// dropped, lower camel case, letters and digits only.
    static func base(ofClass name: String) -> String {
        let plain = demangled(name)
        if let short = shortNames[plain] { return short }
        var core = Substring(plain)
        while core.hasPrefix("_") { core = core.dropFirst() }
        if core.hasPrefix("UI"), let third = core.dropFirst(2).first, third.isUppercase { core = core.dropFirst(2) }
        let kept = core.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }
        let camel = lowerCamel(String(kept))
        guard let first = camel.first, first.isLetter else { return camel.isEmpty ? "view" : "view" + camel }
        return camel
    }

    /// `MyApp.Cell` → `Cell`; `_TtC5MyApp4Cell` → `Cell`; a generic Swift name → its first type.
    static func demangled(_ name: String) -> String {
        if name.hasPrefix("_Tt") {
            var components: [String] = []
            var characters = Substring(name.dropFirst(3))
            while !characters.isEmpty {
                let digits = characters.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, let length = Int(digits) else {
                    characters = characters.dropFirst()
                    continue
                }
                characters = characters.dropFirst(digits.count)
                components.append(String(characters.prefix(length)))
                characters = characters.dropFirst(length)
                if components.count == 2 { break }
            }
            if components.count == 2 { return components[1] }
        }
        if let dot = name.lastIndex(of: ".") { return String(name[name.index(after: dot)...]) }
        return name
    }

    /// `WKWebView` → `wkWebView`, `URLField` → `urlField`, `Cell` → `cell`.
    static func lowerCamel(_ text: String) -> String {
        let characters = Array(text)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        guard upper > 0 else { return text }
        let lowered = upper == characters.count || upper == 1 ? upper : upper - 1
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }
}
