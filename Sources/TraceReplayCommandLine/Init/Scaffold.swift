/// What `trace-replay init` writes for a package: the files an app's package needs to replay its
/// traces with its own hooks, named after the package. A file is a path relative to the package and
/// its text; nothing here touches the disk.
struct Scaffold {
    /// An UpperCamelCase name: `Shop` gives `ShopInteraction`, `ShopReplayHooks`, `ShopTraceTests`.
    let name: String
    /// How Package.swift depends on TraceReplay: `.package(…)`.
    let dependency: String

    var interactionTarget: String { name + "Interaction" }
    var hooksTarget: String { name + "ReplayHooks" }
    var testTarget: String { name + "TraceTests" }
    /// The package's own runner: `shop-trace-replay`.
    var runner: String { Scaffold.kebab(name) + "-trace-replay" }
    var hookName: String { name + "EnlargedTapArea" }

    /// The files every package gets (its Package.swift and README only when it has none).
    var files: [(path: String, text: String)] {
        [
            ("Sources/\(interactionTarget)/TapArea.swift", ScaffoldTemplates.tapArea),
            ("Sources/\(hooksTarget)/\(name)Hooks.swift", ScaffoldTemplates.hooks(self)),
            ("Sources/\(runner)/main.swift", ScaffoldTemplates.runnerMain(self)),
            ("Sources/TraceFolderWatch/TraceFolderWatch.swift", ScaffoldTemplates.folderWatch),
            ("Tests/\(testTarget)/Traces+Hooks.swift", ScaffoldTemplates.testHooks(self)),
            ("traces/example/enlarged-tap-area.yaml", ScaffoldTemplates.exampleTrace(self)),
            ("golden/README.md", ScaffoldTemplates.goldenReadme(self)),
            (".github/workflows/traces.yml", ScaffoldTemplates.workflow),
        ]
    }

    /// Package.swift for a new package.
    var manifest: String { ScaffoldTemplates.manifest(self) }

    /// What an existing Package.swift needs: the dependency and the targets.
    var manifestAdditions: String { ScaffoldTemplates.manifestAdditions(self) }

    /// The README section: what the traces protect, and the commands.
    var readmeSection: String { ScaffoldTemplates.readmeSection(self) }

    /// An UpperCamelCase name from a folder's (`shop-app` → `ShopApp`), or nil when none can be made.
    static func name(fromFolder folder: String) -> String? {
        let words = folder.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return isName(name) ? name : nil
    }

    /// ASCII letters and digits, starting with a letter, at most 60 long: a Swift identifier and a
    /// folder name on every system.
    static func isName(_ text: String) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter, text.count <= 60 else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    /// `ShopApp` → `shop-app`.
    static func kebab(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty { result += "-" }
            result += character.lowercased()
        }
        return result
    }
}
