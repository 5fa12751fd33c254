import ArgumentParser
import DumpImport
import TraceFiles

struct ImportUIKitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uikit",
        abstract: "Write a trace skeleton from a UIKit recursiveDescription dump.",
        discussion: """
            In lldb: po [[UIWindow keyWindow] recursiveDescription] (Objective-C), or \
            po UIApplication.shared.keyWindow!.value(forKey: "recursiveDescription")! (Swift). Paste the \
            output into a file, prompts and log prefixes included. Warnings say what could not be read, \
            as file:line:column: warning: message.
            """
    )

    @Argument(help: "The file holding the dump.")
    var file: String

    @Option(help: "Which dump to import when the file holds several (1 is the first; default: the last).")
    var dump: Int?

    @Option(help: "The trace's name (default: taken from the file name).")
    var name: String?

    @OptionGroup var output: ImportOutput

    func run() throws {
        let bytes = try ImportOutput.read(file)
        switch UIKitImporter.run(bytes, path: Paths.display(file), dump: dump) {
        case .failure(.noViews):
            Output.error("error: \(Printable.path(file)): no view descriptions found (lines like `<UIView: 0x…; frame = (0 0; 375 812); …>`)")
            throw ExitCode(2)
        case .failure(.noSuchDump(let asked, let count)):
            Output.error("error: \(Printable.path(file)) holds \(count) dump(s); there is no dump \(asked)")
            throw ExitCode(2)
        case .success(let result):
            ImportOutput.show(result.warnings)
            let title = name ?? "Imported from \(Paths.name(of: file))"
            try output.write(TraceSkeleton.text(result.scene, name: title, source: Paths.name(of: file),
                                                command: "trace-replay import uikit \(Paths.name(of: file))\(result.dump.option)", dump: result.dump),
                             summary: ImportOutput.summary(result.dump, of: file))
        }
    }
}
