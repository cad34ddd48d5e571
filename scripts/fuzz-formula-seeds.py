"""Seed corpus for fuzz/Sources/FuzzFormula: every `tdx` block of docs/formulas.md and every published formula
of Tests/LiveChartIndicatorsTests/Formula/PublishedFormulas.swift, one file each in the folder given."""
import re
import sys

out = sys.argv[1]
doc = open("docs/formulas.md", encoding="utf-8").read()
for k, block in enumerate(doc.split("```tdx\n")[1:]):
    open(f"{out}/doc-{k}.tdx", "w", encoding="utf-8").write(block.split("```")[0])
swift = open("Tests/LiveChartIndicatorsTests/Formula/PublishedFormulas.swift", encoding="utf-8").read()
for k, block in enumerate(re.findall(r'formula: """\n(.*?)"""', swift, re.S)):
    open(f"{out}/published-{k}.tdx", "w", encoding="utf-8").write(block)
