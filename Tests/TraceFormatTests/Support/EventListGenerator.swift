import TestSupport

/// Seeded random traces whose `events:` mix the shapes the event shortcut takes with near misses:
/// other keys, values, units, scalar styles, anchors and aliases, tags, flow and block collections.
struct EventListGenerator {
    var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(state: seed)
    }

    static let header = """
        name: t
        scene:
          windows:
            - {id: main, state: key, root: {id: home, frame: [0, 0, 375, 812], onTap: home.tap}}

        """

    /// A whole trace: the header, then `events:` in one of several forms, then sometimes more keys.
    mutating func trace() -> String {
        plan = []
        oddness = [0, 40, 12, 5][random.below(4)]
        var clock = 0
        for _ in 0..<(1 + random.below(4)) {
            clock += 100 + random.below(400)
            if random.below(4) == 0 {
                plan.append(("t", "\(clock)ms", "tap"))
                continue
            }
            plan.append(("t", "\(clock)ms", "down"))
            for _ in 0..<random.below(5) { plan.append(("after", pick(["8ms", "16ms", "16.667ms", "40us"]), "move")) }
            plan.append(("after", pick(["8ms", "16ms", "1000us"]), random.below(6) == 0 ? "cancel" : "up"))
        }
        var items: [String] = []
        for step in plan.indices { items.append(item(step)) }
        var text = Self.header
        switch odd() ? random.below(2) : (random.below(8) == 0 ? 2 : 3) {
        case 0: text += "events: &list\n"
        case 1: text += "events: !!seq\n"
        case 2:
            // A flow list of flow items (block items cannot go there).
            let flow = plan.indices.map { flowItem($0) }
            return text + "events: [" + flow.joined(separator: ", ") + "]\n" + tail()
        default: text += "events:\n"
        }
        for item in items { text += item }
        return text + tail()
    }

    /// The items of the trace being made, as they would be written without a mistake.
    private var plan: [(timeKey: String, time: String, verb: String)] = []

    /// What may follow the events: nothing, expectations, an alias to something above, a second list.
    private mutating func tail() -> String {
        if !odd() { return random.below(3) == 0 ? "expect:\n  - never: note leftover\n" : "" }
        switch random.below(4) {
        case 0: return "expect:\n  - never: note leftover\n"
        case 1: return "other: *e\n"
        case 2: return "events: []\n"
        case 3: return "until: 5s\n"
        default: return ""
        }
    }

    /// The planned item `step`, flow or block, sometimes with an anchor, an alias, a comment or a
    /// blank line.
    private mutating func item(_ step: Int) -> String {
        switch odd() ? random.below(5) : 5 + random.below(55) {
        case 0: return "  - *e\n"
        case 1: return "  - &e " + flowItem(step) + "\n"
        case 2: return "  # a comment\n" + item(step)
        case 3: return "\n" + item(step)
        case 4: return "  - " + value(Self.goodTimes, Self.times) + "\n"
        case 5...24: return blockItem(step)
        default: return "  - " + flowItem(step) + "\n"
        }
    }

    /// `{time, verb}` in some order, with now and then a key too many or too few.
    private mutating func flowItem(_ step: Int) -> String {
        "{" + pairs(step).map { "\($0.key): \($0.value.flow)" }.joined(separator: ", ") + "}"
    }

    private mutating func blockItem(_ step: Int) -> String {
        let pairs = pairs(step)
        guard !pairs.isEmpty else { return "  - {}\n" }
        var text = ""
        for (i, pair) in pairs.enumerated() {
            text += (i == 0 ? "  - " : "    ") + pair.key + ":" + pair.value.block(indent: "      ") + "\n"
        }
        return text
    }

    /// Whether this part is written wrong or unusually: one part in `oddness`, or none.
    private mutating func odd() -> Bool { oddness > 0 && random.below(oddness) == 0 }

    /// How rarely a part of the trace being made is odd (0: never).
    private var oddness = 0

    private mutating func pairs(_ step: Int) -> [(key: String, value: GeneratedValue)] {
        var pairs: [(key: String, value: GeneratedValue)] = []
        let planned = plan[step]
        let timeKey = odd() ? pick(["", "both", "t", "after", "tt", "'t'", "\"after\"", "time", "T"]) : planned.timeKey
        let time = odd() ? value(Self.goodTimes, Self.times) : planned.time
        switch timeKey {
        case "": break
        case "both":
            pairs.append(("t", .scalar(time)))
            pairs.append(("after", .scalar(time)))
        default: pairs.append((timeKey, .scalar(time)))
        }
        let verb = odd() ? pick(Self.otherVerbs + Self.verbs) : planned.verb
        pairs.append((verb, argument(for: verb)))
        if odd() {
            switch random.below(3) {
            case 0: pairs.append((pick(Self.verbs), argument(for: "down")))
            case 1: pairs.append((pick(["foo", "finger", "at"]), .scalar("1")))
            default: pairs.append(pairs[0])
            }
        }
        if random.below(4) == 0 { pairs.reverse() }
        return pairs
    }

    private mutating func argument(for verb: String) -> GeneratedValue {
        if verb == "up" || verb == "cancel", random.below(3) == 0 { return .scalar(value(["~", "", "null"], Self.nulls)) }
        if verb == "cancel" || random.below(5) == 0 { return mapping(verb) }
        if odd() {
            return .scalar(pick(["*p", "&p [1, 2]", "!!seq [1, 2]", "[1, 2, 3]", "[1]", "[]", "[[1, 2], 3]", "{}", "5", "~"]))
        }
        return point()
    }

    private mutating func point() -> GeneratedValue {
        .list([value(Self.goodNumbers, Self.numbers), value(Self.goodNumbers, Self.numbers)])
    }

    private mutating func mapping(_ verb: String) -> GeneratedValue {
        var pairs: [(String, GeneratedValue)] = []
        if random.below(3) > 0 { pairs.append(("finger", .scalar(value(["1", "2", "3", "20"], Self.fingers)))) }
        if verb != "cancel" || odd() { pairs.append(("at", point())) }
        if verb == "tap", random.below(2) == 0 { pairs.append(("hold", .scalar(value(Self.goodTimes, Self.times)))) }
        if odd() { pairs.append((pick(["hold", "from", "foo", "at", "finger"]), .scalar("1"))) }
        if random.below(3) == 0 { pairs.reverse() }
        return .mapping(pairs)
    }

    /// Mostly a value from `good`, plainly; now and then one from `odd`, or either quoted, anchored,
    /// tagged or an alias.
    private mutating func value(_ good: [String], _ odd: [String]) -> String {
        guard self.odd() else { return pick(good) }
        let value = pick(random.below(2) == 0 ? good : odd)
        switch random.below(10) {
        case 0: return "'\(value)'"
        case 1: return "\"\(value)\""
        case 2: return "&v \(value)"
        case 3: return "!!str \(value)"
        case 4: return "*v"
        default: return value
        }
    }

    private mutating func pick(_ values: [String]) -> String { values[random.below(values.count)] }

    static let verbs = ["down", "move", "move", "move", "up", "cancel", "tap"]
    static let otherVerbs = ["swipe", "dwn", "show", "app", "longPress"]
    static let goodTimes = ["0us", "1000000us", "8ms", "16ms", "16.667ms", "1.5s", "2s", "40us", "250ms"]
    static let goodNumbers = ["0", "18.75", "40.6", "-3.5", "1e3", "22.75", "19.25", "100", "0.5", "375", "812"]
    static let times = [
        "0us", "1000000us", "8ms", "16ms", "8.5ms", "16.667ms", "0.0001ms", "1.5s", "2s", "40us", "40µs", "-1ms", "8",
        "8 ms", "99999999999999s", "86400s", "86401s", "86400000000us", "0.5us", "1.0000001s", "012ms", "1e3ms", "ms", "",
        "~", "1.s", ".5s", "s",
    ]
    static let numbers = [
        "0", "-0", "18.75", "40.6", "1e3", "1E-2", "-3.5", "1.50", "0.1", "123456789012345678", "1e10", "1000000001",
        "999999999", "1000000000", "-1000000000.0", ".5", "1.", "+1", "0x10", "nan", ".inf", "1_000", "~", "", "00012",
        "1e-400", "4.9406564584124654e-324", "12345678901234567890.5", "0.30000000000000004", "9007199254740993",
        "123456789012345", "1234567890123456", "0.000000000000000000001", "1e22", "1e-22", "7e-23", "3.14159265358979",
        "-0.0", "1e+2", "2.5e", "22.75", "19.25",
    ]
    static let fingers = ["1", "2", "20", "21", "0", "2.0", "2.5", "-1", "1e1", "~", "[1]"]
    static let nulls = ["~", "null", "Null", "NULL", "", "nil", "none"]
}

/// A generated value, written flow or block.
enum GeneratedValue {
    case scalar(String)
    case list([String])
    case mapping([(String, GeneratedValue)])

    var flow: String {
        switch self {
        case .scalar(let text): return text
        case .list(let items): return "[" + items.joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { "\($0.0): \($0.1.flow)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value after `key:` in a block mapping: on the same line, or on the lines below.
    func block(indent: String) -> String {
        switch self {
        case .scalar(let text): return text.isEmpty ? "" : " " + text
        case .list(let items) where items.count == 2 && !items[0].isEmpty && !items[1].isEmpty:
            return "\n" + items.map { indent + "- " + $0 }.joined(separator: "\n")
        case .mapping(let pairs) where !pairs.isEmpty:
            return "\n" + pairs.map { indent + $0.0 + ":" + $0.1.block(indent: indent + "  ") }.joined(separator: "\n")
        default: return " " + flow
        }
    }
}
