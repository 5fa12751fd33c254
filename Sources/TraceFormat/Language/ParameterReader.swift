import InteractionEngine
import TraceYAML

extension ValueReader {
    /// Reads a value of a declared parameter's type, reporting errors at the value.
    func value(_ node: YAMLNode, _ type: ParameterType, _ what: String) -> ParameterValue? {
        switch type {
        case .bool: return bool(node, what).map { .bool($0) }
        case .integer(let range): return integer(node, what, in: range).map { .integer($0) }
        case .time: return time(node, what).map { .time($0) }
        case .choice(let words): return choice(node, what, words.map { ($0, $0) }).map { .word($0) }
        case .name: return id(node, what).map { .word($0) }
        case .number: return nonNegativeNumber(node, what).map { .number($0) }
        case .list(let item):
            guard let items = list(node, what) else { return nil }
            guard !items.isEmpty else {
                error("\(what) must name at least one", node)
                return nil
            }
            let values = items.compactMap { value($0, item, "each of \(what)") }
            return values.count == items.count ? .list(values) : nil
        }
    }

    /// Reads every declared parameter present in `map` into `root`; false when any is missing or wrong.
    func read<Root>(_ parameters: [Parameter<Root>], from map: MappingReader, into root: inout Root) -> Bool {
        var ok = true
        for parameter in parameters {
            guard let node = parameter.isRequired ? map.required(parameter.name) : map[parameter.name] else {
                if parameter.isRequired { ok = false }
                continue
            }
            if let value = value(node, parameter.type, parameter.name) {
                parameter.store(&root, value)
            } else {
                ok = false
            }
        }
        return ok
    }
}
