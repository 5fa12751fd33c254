import ArgumentParser
import DumpImport
import TraceFiles
import TraceFormat
import TraceReplay

/// `trace-replay import`: start a trace from a debugger dump.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Start a trace from a debugger dump of a view tree (UIKit recursiveDescription, Flutter debugDumpRenderTree).",
        subcommands: [ImportUIKitCommand.self, ImportFlutterCommand.self]
    )
}

/// Where an import's text goes, and how warnings are shown.
struct ImportOutput: ParsableArguments {
    @Option(name: .customLong("out"), help: ArgumentHelp("Write the trace here instead of standard output; an existing file is kept unless --force.", valueName: "file"))
    var outPath: String?

    @Flag(help: "Let --out replace a file that is already there.")
    var force = false

    /// Reads the dump, refusing what is not a regular file or is too large.
    static func read(_ path: String) throws -> [UInt8] {
        switch FileReader.read(path, limit: DumpText.maxBytes) {
        case .success(let bytes):
            if let encoding = DumpText.foreignEncoding(of: bytes) {
                Output.error("error: \(Printable.path(path)) is \(encoding) text; save the dump as UTF-8 (for example with iconv -f \(encoding) -t UTF-8) and import that")
                throw ExitCode(2)
            }
            return bytes
        case .failure(let error):
            Output.error("error: \(Printable.path(path)): \(error.message)")
            throw ExitCode(2)
        }
    }

    /// Writes `text` to --out (never over a file unless --force) or to standard output; `summary` says
    /// what was written (which dump of a file holding several), after the path.
    func write(_ text: String, summary: String? = nil) throws {
        guard let outPath else {
            print(text, terminator: "")
            return
        }
        if !force, Paths.exists(outPath) {
            Output.error("error: \(Printable.path(outPath)) is already there; choose another --out, or add --force to replace it")
            throw ExitCode(2)
        }
        do {
            try OutputFile.write(text, to: outPath)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        Output.error("wrote \(Printable.path(outPath))" + (summary.map { " " + $0 } ?? ""))
    }

    /// `from dump 2 of 3 ("iOS 26", from line 12) of dumps.txt` when the file holds several dumps, else nil.
    static func summary(_ dump: DumpChoice, of file: String) -> String? {
        dump.count > 1 ? "from \(dump.summary) of \(Printable.path(Paths.name(of: file)))" : nil
    }

    static func show(_ warnings: [ImportWarning]) {
        for warning in warnings { Output.error(warning.description) }
    }
}
