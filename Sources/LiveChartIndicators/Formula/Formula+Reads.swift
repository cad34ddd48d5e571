import LiveChartData

extension Formula {
    /// Where the formula first reads one of `fields` (say `.amount`), as "line:column: NAME" of the text, nil when
    /// it reads none of them: how a refusal for a value the bars lack points at the formula's own text. A name
    /// the formula defines (`V:=…`) or a parameter is not a price series. O(length of the formula).
    public func firstRead(of fields: BarFields) -> String? {
        var defined = Set(parameters.map(\.name))
        func find(_ e: FormulaExpression) -> String? {
            switch e {
            case .number, .text: return nil
            case .name(let n, let p):
                let upper = n.uppercased()
                guard !defined.contains(upper), let field = FormulaField(name: upper), !fields.intersection(field.barField).isEmpty else { return nil }
                return "\(p.line):\(p.column): \(n)"
            case .call(_, let arguments, _): return arguments.lazy.compactMap(find).first
            case .negate(let x, _): return find(x)
            case .binary(_, let a, let b, _): return find(a) ?? find(b)
            }
        }
        for statement in statements {
            switch statement {
            case .output(let name, let e, _, _):
                if let at = find(e) { return at }
                if let name { defined.insert(name.uppercased()) }
            case .intermediate(let name, let e, _):
                if let at = find(e) { return at }
                defined.insert(name.uppercased())
            case .input, .overlay, .broken: continue
            }
        }
        return nil
    }
}
