# A typical generated analysis: read an uploaded CSV, aggregate, write a markdown report and JSON next to it.
import csv, json, os
from collections import defaultdict
from pathlib import Path

rows = []
with open('sales.csv', newline='', encoding='utf-8') as f:
    for row in csv.DictReader(f):
        row['units'] = int(row['units'])
        row['price'] = float(row['price'])
        row['revenue'] = round(row['units'] * row['price'], 2)
        rows.append(row)
by_region = defaultdict(float)
by_month = defaultdict(int)
for r in rows:
    by_region[r['region']] += r['revenue']
    by_month[r['date'][:7]] += r['units']
best = max(by_region, key=by_region.get)
os.makedirs('output', exist_ok=True)
report = ['# Sales report', '', f'{len(rows)} orders, best region: **{best}**', '',
          '| region | revenue |', '|---|---:|']
for region, revenue in sorted(by_region.items(), key=lambda kv: -kv[1]):
    report.append(f'| {region} | {revenue:,.2f} |')
Path('output/report.md').write_text('\n'.join(report) + '\n')
with open('output/summary.json', 'w') as f:
    json.dump({'orders': len(rows), 'by_region': dict(sorted(by_region.items())), 'units_by_month': by_month}, f, indent=2)
print(Path('output/report.md').read_text())
print(json.load(open('output/summary.json'))['units_by_month'])
print(sorted(os.listdir('output')), os.path.getsize('output/summary.json'))
