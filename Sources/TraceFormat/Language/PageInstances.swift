import InteractionEngine

/// Which instances of each page template a trace can make, and how their ids read. A page's views,
/// controllers and recognizers exist at run time only in its instances, as `<id>#<n>` (`cell#2`,
/// `cell#2.tap`; docs/trace-format.md, Pages), n counting from 1 for each page. The most instances a
/// page can have is worked out from the trace: one for each navigation stack or tab bar that names it,
/// each time the view holding that stack or bar is built (once in the scene or an event, once per
/// instance of a page holding it), and one per push and present of it. A name without its number, or
/// with a number no instance reaches, names nothing that ever exists.
struct PageInstances {
    /// How one id of a page template reads in the page's instances: `<prefix>#<n><rest>`.
    struct Form: Equatable {
        var page: String
        var prefix: String
        var rest: String

        func id(_ n: Int) -> String { prefix + "#" + String(n) + rest }
    }

    /// One way a page gets an instance: a navigation stack or tab bar that names it, inside the page
    /// template `container` (nil: in the scene or an event, built once), or a push or a present.
    struct Source {
        var page: String
        var container: String?
        var location: SourceLocation
    }

    /// A set of page templates that show one another (a page's stack or tab bar naming a page whose
    /// own stack leads back to it): building any of them would never end.
    struct Cycle {
        var pages: [String]
        var location: SourceLocation
    }

    /// The form of every id a page template holds, by its template id.
    private(set) var forms: [String: Form] = [:]
    /// The most instances each page can have, at most `unbounded`.
    private(set) var most: [String: Int] = [:]
    private(set) var cycles: [Cycle] = []
    /// Recognizer ids that page instantiation renames wherever the page's own recognizers name them
    /// (`requireToFail: [cellTap]` inside the page means this instance's `cellTap#<n>`).
    private(set) var renamedInPage: Set<String> = []

    /// A bound beyond any replay (which builds at most 400,000 views), for pages shown in a cycle.
    static let unbounded = 1_000_000_000

    init() {}

    /// `names(instance)` lists every id an instance view tree defines, as the id table does.
    init(pages: [ViewSpec], sources: [Source], names: (ViewSpec) -> [String]) {
        for page in pages {
            let placeholder = "#0"
            let renames = page.recognizerRenames(suffix: placeholder)
            renamedInPage.formUnion(renames.keys)
            let instance = page.instance(suffix: placeholder, renames: renames)
            let parts = [Presentation.containerID, Presentation.dimmingID, Presentation.dismissPanID].map { $0(instance.id) }
            for name in names(instance) + parts {
                guard let hash = name.firstIndex(of: "#") else { continue }
                let after = name[name.index(after: hash)...]
                guard after.hasPrefix("0") else { continue }
                forms[IDTable.templateID(name)] = Form(page: page.id, prefix: String(name[..<hash]), rest: String(after.dropFirst()))
            }
        }
        count(pages: pages.map(\.id), sources: sources)
    }

    /// The most instances of every page, in topological order of the pages that hold one another's
    /// stacks and tab bars (without recursion); pages in or below a cycle are unbounded.
    private mutating func count(pages: [String], sources: [Source]) {
        let known = Set(pages)
        var edges: [String: [String]] = [:]
        var incoming: [String: Int] = [:]
        var firstLocation: [String: SourceLocation] = [:]
        for page in pages { most[page] = 0 }
        for source in sources where known.contains(source.page) {
            guard let container = source.container else {
                most[source.page] = Self.sum(most[source.page] ?? 0, 1)
                continue
            }
            guard known.contains(container) else { continue }
            edges[container, default: []].append(source.page)
            incoming[source.page, default: 0] += 1
            let key = container + " " + source.page
            if firstLocation[key] == nil { firstLocation[key] = source.location }
        }
        var ready = pages.filter { incoming[$0] == nil }
        var next = 0
        while next < ready.count {
            let container = ready[next]
            next += 1
            for page in edges[container] ?? [] {
                most[page] = Self.sum(most[page] ?? 0, most[container] ?? 0)
                incoming[page]! -= 1
                if incoming[page] == 0 { ready.append(page) }
            }
        }
        for (page, left) in incoming where left > 0 { most[page] = Self.unbounded }
        for cycle in IDTable.cycles(order: pages, edges: edges) {
            let edge = cycle[0] + " " + (cycle.count > 1 ? cycle[1] : cycle[0])
            if let location = firstLocation[edge] { cycles.append(Cycle(pages: cycle, location: location)) }
        }
    }

    private static func sum(_ a: Int, _ b: Int) -> Int { min(a + b, unbounded) }

    // MARK: - Names

    /// The instance id a page member's template id stands for when its page has exactly one instance.
    func soleInstance(of reference: String) -> String? {
        guard let form = forms[reference], most[form.page] == 1 else { return nil }
        return form.id(1)
    }

    /// Why `word` — a name that exists, as written in a record pattern (`records: true`) or a verb —
    /// names nothing that ever exists, or nil. A verb may name a page member by its template id when
    /// the page has one instance; a record never does.
    func problem(_ word: String, inRecords records: Bool) -> String? {
        let template = IDTable.templateID(word)
        guard let form = forms[template] else {
            return word == template ? nil : "'\(template)' is not in a page template, so it has no instance '\(word)'"
        }
        let count = most[form.page] ?? 0
        let isRoot = form.prefix == form.page && form.rest.isEmpty
        let owner = isRoot ? "'\(template)' is a page template" : "'\(template)' is in page '\(form.page)'"
        guard word != template else {
            if count == 0 { return "\(owner), which \(Self.nothingInstantiates), so '\(template)' never exists" }
            if records { return "\(owner); records name \(instances(form, count))" }
            if count == 1 { return nil }
            return "\(owner), which can have \(Self.quantity(count)) instances: name one, \(instanceList(form, count))"
        }
        guard let n = number(in: word, form), n >= 1 else {
            return "'\(word)' is not how an instance names '\(template)': \(form.id(1))"
        }
        guard n > count else { return nil }
        if count == 0 { return "'\(word)' never exists: \(Self.nothingInstantiates) page '\(form.page)'" }
        return "'\(word)' never exists: page '\(form.page)' has at most \(Self.quantity(count)) instance\(count == 1 ? "" : "s") (\(instanceList(form, count, or: false)))"
    }

    /// Said of a page with no instance.
    static let nothingInstantiates = "no navigation stack, tab bar, push or present instantiates"

    /// `n` in `<prefix>#<n><rest>` written as transcripts print it, or nil.
    private func number(in word: String, _ form: Form) -> Int? {
        guard word.hasPrefix(form.prefix + "#"), word.hasSuffix(form.rest) else { return nil }
        let digits = word.dropFirst(form.prefix.count + 1).dropLast(form.rest.count)
        return SlotCheck.whole(String(digits))
    }

    private func instances(_ form: Form, _ count: Int) -> String {
        (count == 1 ? "its instance " : "its instances ") + instanceList(form, count)
    }

    /// `cell#1`, `cell#1 or cell#2`, `cell#1 … cell#9`.
    private func instanceList(_ form: Form, _ count: Int, or: Bool = true) -> String {
        guard count > 3 else { return PatternCheck.list((1...count).map(form.id), or: or) }
        return "\(form.id(1)) … \(count == Self.unbounded ? "" : form.id(count))"
    }

    private static func quantity(_ count: Int) -> String { count == unbounded ? "unboundedly many" : String(count) }
}
