import ArgumentParser
import DumpImport
import TraceFiles
import TraceFormat
import TraceReplay

struct ImportFlutterCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flutter",
        abstract: "Write a trace skeleton, or a Flutter view's widgets, from a Flutter debugDumpRenderTree() dump.",
        discussion: """
            In `flutter run`, press t to print the render tree (w prints the widget tree, which adds names); \
            or call debugDumpRenderTree() from a debugger or in code. Paste the output into a file, log \
            prefixes included. The render objects that matter to hit-testing become widgets: listeners \
            and gesture detectors, ignore/absorb pointers, viewports, platform views. Warnings say what \
            could not be read, as file:line:column: warning: message.
            """
    )

    @Argument(help: "The file holding the render tree dump.")
    var file: String

    @Option(help: ArgumentHelp("Which render tree to import when the file holds several (1 is the first; default: the last).", valueName: "n"))
    var dump: Int?

    @Option(help: ArgumentHelp("A file holding debugDumpApp() output of the same moment, for names and gestures.", valueName: "file"))
    var widgets: String?

    @Option(help: ArgumentHelp("Put the widgets into this trace's (or .scene.yaml's) Flutter view instead of writing a skeleton; the file is edited in place, everything else in it kept.", valueName: "trace"))
    var into: String?

    @Option(help: ArgumentHelp("With --into: the id of the kind: flutter view to fill.", valueName: "id"))
    var view: String?

    @Option(help: "The trace's name (default: taken from the file name).")
    var name: String?

    @OptionGroup var output: ImportOutput

    func validate() throws {
        if into != nil, view == nil { throw ValidationError("--into needs --view ID: the Flutter view to put the widgets in") }
        if view != nil, into == nil { throw ValidationError("--view goes with --into TRACE") }
        if into != nil, name != nil { throw ValidationError("--name names a new skeleton; with --into the trace keeps its name") }
    }

    func run() throws {
        let bytes = try ImportOutput.read(file)
        let widgetBytes = try widgets.map { (bytes: try ImportOutput.read($0), path: Paths.display($0)) }
        if let into, let view {
            try fill(into, view: view, dump: bytes, widgets: widgetBytes)
            return
        }
        let result = try importDump(bytes, widgets: widgetBytes, reserved: [])
        let title = name ?? "Imported from \(Paths.name(of: file))"
        try output.write(TraceSkeleton.text(result.scene, name: title, source: Paths.name(of: file),
                                            command: "trace-replay import flutter \(Paths.name(of: file))\(result.dump.option)", dump: result.dump),
                         summary: ImportOutput.summary(result.dump, of: file))
    }

    func importDump(_ bytes: [UInt8], widgets: (bytes: [UInt8], path: String)?, reserved: Set<String>) throws -> FlutterImporter.Result {
        switch FlutterImporter.run(bytes, path: Paths.display(file), dump: dump, widgets: widgets, reserved: reserved) {
        case .failure(.noRenderTree):
            Output.error("error: \(Printable.path(file)): no render tree found (lines like `└─child: RenderPointerListener#1a2b3` under a `RenderView`); print one with debugDumpRenderTree(), or press t in `flutter run`")
            throw ExitCode(2)
        case .failure(.widgetTreeOnly(let line)):
            Output.error("""
                error: \(file):\(line): this is a widget tree (debugDumpApp(), or w in `flutter run`), which has no sizes or offsets. \
                The import needs the render tree: print it with debugDumpRenderTree() (t in `flutter run`) and import that; \
                give this file with --widgets to add its names.
                """)
            throw ExitCode(2)
        case .failure(.noSuchDump(let asked, let count)):
            Output.error("error: \(Printable.path(file)) holds \(count) render tree(s); there is no tree \(asked)")
            throw ExitCode(2)
        case .success(let result):
            ImportOutput.show(result.warnings)
            return result
        }
    }

    /// `--into TRACE --view ID`: the widgets go into the view's `widgets:`, the rest of the file kept
    /// byte for byte; the result must lint before it is written.
    func fill(_ trace: String, view: String, dump: [UInt8], widgets: (bytes: [UInt8], path: String)?) throws {
        let traceBytes = try ImportOutput.read(trace)
        let display = Paths.display(trace)
        let target: WidgetInsertion.Target
        switch WidgetInsertion.locate(view: view, in: traceBytes, file: display) {
        case .failure(let failure):
            Output.error("error: \(failure.description)")
            throw ExitCode(2)
        case .success(let found):
            target = found
        }
        let result = try importDump(dump, widgets: widgets, reserved: target.ids)
        for warning in WidgetInsertion.sizeWarnings(result, target: target, file: display) { Output.error(warning.description) }
        let text: String
        switch WidgetInsertion.insert(result.widgets, at: target, into: traceBytes, file: display,
                                      command: "trace-replay import flutter \(Paths.name(of: file))\(result.dump.option)") {
        case .failure(let failure):
            Output.error("error: \(failure.description)")
            throw ExitCode(2)
        case .success(let edited):
            text = edited
        }
        let decoder = TraceDecoder(readFile: { FileReader.read($0, limit: 64 << 20) })
        let checked = display.hasSuffix(".scene.yaml")
            ? decoder.decodeScene(file: display, bytes: Array(text.utf8)).map { _ in () }
            : decoder.decode(file: display, bytes: Array(text.utf8)).map { _ in () }
        if case .failure(let error) = checked {
            for diagnostic in error.diagnostics { Output.error(diagnostic.description) }
            Output.error("error: with the widgets in it, \(display) would not lint (above); it is left as it was")
            throw ExitCode(2)
        }
        if output.outPath == nil {
            do {
                try OutputFile.write(text, to: trace)
            } catch {
                Output.error("error: \(error.message)")
                throw ExitCode(2)
            }
            let written = result.widgets.flatMap(\.subtree).count
            Output.error("wrote \(written) widget(s) into view \(view) of \(display)" + (ImportOutput.summary(result.dump, of: file).map { " " + $0 } ?? ""))
        } else {
            try output.write(text, summary: ImportOutput.summary(result.dump, of: file))
        }
    }
}
