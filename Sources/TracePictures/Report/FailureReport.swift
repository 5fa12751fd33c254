import InteractionEngine
import TraceFiles
import TraceFormat
import TraceReplay

/// The page `run --report DIR` writes for a failing trace: what failed (the first difference and the
/// diff, the expectations that did not hold, or the decoding errors), the trace's timeline, and its
/// screen drawn at the time of the first differing record — the artifact a CI job uploads.
public enum FailureReport {
    /// The moment worth drawing: the first differing record's, else the first record that broke an
    /// expectation (or, for one that did not come, the nearest record of its subject), else the end.
    public static func moment(_ outcome: TraceOutcome) -> Time? {
        if let time = outcome.difference?.time { return time }
        return outcome.expectationFailures.compactMap { ($0.examples.first ?? $0.nearest.first)?.time }.min()
    }

    /// The page for one outcome; `timeline` and `scene` are SVG documents, when they could be drawn.
    public static func html(_ outcome: TraceOutcome, timeline: String?, scene: String?, at time: Time?) -> String {
        var body: [String] = []
        body.append("<h1>\(HTMLText.escaped(outcome.trace.id)) <span class=\"status\">\(outcome.status.rawValue)</span></h1>")
        body.append("<p><code>\(HTMLText.escaped(outcome.trace.path))</code> · \(outcome.duration.secondsText) s</p>")
        body.append("<h2>What failed</h2>")
        for finding in outcome.findings {
            body.append("<p class=\"at\"><code>\(HTMLText.escaped(finding.location.description))</code></p>")
            body.append("<pre>\(diffLines(finding.message))</pre>")
        }
        if let scene {
            let when = time.map { "at \($0.description) s, the time of the first differing record" } ?? "at the end of the replay"
            body.append("<h2>The screen \(HTMLText.escaped(when))</h2>")
            body.append("<div class=\"picture\">\(inline(scene))</div>")
        }
        if let timeline {
            body.append("<h2>Timeline</h2>")
            body.append("<div class=\"picture\">\(inline(timeline))</div>")
        }
        return page(title: outcome.trace.id, body: body)
    }

    /// The index of a report folder: one link per failing trace.
    public static func index(_ outcomes: [TraceOutcome], pages: [String: String]) -> String {
        var body = ["<h1>trace-replay: \(outcomes.count) failing trace(s)</h1>", "<ul>"]
        for outcome in outcomes {
            let link = pages[outcome.trace.id].map(relativeLink) ?? ""
            let first = outcome.findings.first.map { HTMLText.escaped(String($0.message.prefix { $0 != "\n" })) } ?? ""
            body.append("<li><a href=\"\(HTMLText.escaped(link))\">\(HTMLText.escaped(outcome.trace.id))</a> — \(first)</li>")
        }
        body.append("</ul>")
        return page(title: "trace-replay report", body: body)
    }

    /// A report file name for a trace id, under `traces/` in the report folder: its folders kept, so ids
    /// never collide with one another, nor with `index.html` beside that folder.
    public static func pagePath(_ id: String) -> String { "traces/" + id + ".html" }

    /// A page's path as a link from `index.html`: relative (`./`), so no name can make it a scheme such
    /// as `javascript:`, and every byte of each part but the unreserved ones (RFC 3986) percent-encoded.
    public static func relativeLink(_ path: String) -> String {
        "./" + path.split(separator: "/", omittingEmptySubsequences: false).map { part in
            var encoded = ""
            for byte in part.utf8 {
                let scalar = Unicode.Scalar(byte)
                if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "-._~".unicodeScalars.contains(scalar) {
                    encoded.unicodeScalars.append(scalar)
                } else {
                    encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
            }
            return encoded
        }.joined(separator: "/")
    }

    private static func page(title: String, body: [String]) -> String {
        let style = """
            body { font-family: Helvetica, Arial, sans-serif; margin: 24px; color: #1b2a3a; }
            pre { background: #f6f8fa; padding: 8px; overflow-x: auto; font-size: 12px; }
            .removed { color: #b31d28; background: #ffeef0; }
            .added { color: #22863a; background: #f0fff4; }
            .status { font-size: 14px; color: #d7263d; }
            .picture { overflow-x: auto; border: 1px solid #ddd; padding: 4px; }
            """
        return (["<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
                 "<title>\(HTMLText.escaped(title))</title>", "<style>", style, "</style>", "</head>", "<body>"]
                + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    /// A unified diff with its removed and added lines marked by inline spans: inside `<pre>` the line
    /// ends are the text's own, so a block-level span would add a blank line after each.
    static func diffLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = HTMLText.escaped(String(line))
            if line.hasPrefix("-"), !line.hasPrefix("---") { return "<span class=\"removed\">\(escaped)</span>" }
            if line.hasPrefix("+"), !line.hasPrefix("+++") { return "<span class=\"added\">\(escaped)</span>" }
            return escaped
        }.joined(separator: "\n")
    }

    /// An SVG document as an element of the page: without its XML declaration.
    private static func inline(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.firstIndex(of: "\n") else { return svg }
        return String(svg[svg.index(after: end)...])
    }
}

/// Text made safe for HTML, in text and in attributes alike: as for XML, with line ends kept.
enum HTMLText {
    static func escaped(_ text: String) -> String { XMLText.escaped(text, inAttribute: true).replacing("&#10;", with: "\n") }
}
