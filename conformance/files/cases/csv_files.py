# csv over files: reader, DictReader, writer, DictWriter, newline='', a BOM, aggregation.
import csv
with open('sales.csv', newline='') as f:
    rows = list(csv.reader(f))
print(rows[0], len(rows))
with open('sales.csv', newline='') as f:
    reader = csv.DictReader(f)
    print(reader.fieldnames)
    totals = {}
    for row in reader:
        totals[row['region']] = totals.get(row['region'], 0) + int(row['units']) * float(row['price'])
for region in sorted(totals):
    print(region, round(totals[region], 2))
with open('summary.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerow(['region', 'revenue'])
    for region in sorted(totals):
        w.writerow([region, f'{totals[region]:.2f}'])
    w.writerow(['note', 'has, comma and "quotes"'])
print(repr(open('summary.csv', 'rb').read()))
with open('dict.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=['id', 'name', 'score'])
    w.writeheader()
    w.writerows([{'id': 1, 'name': 'Ann', 'score': 9.5}, {'id': 2, 'name': 'Bob', 'score': None}])
print(open('dict.csv').read())
with open('dict.csv', newline='') as f:
    print([dict(r) for r in csv.DictReader(f)])
with open('bom.csv', newline='', encoding='utf-8-sig') as f:
    print(list(csv.DictReader(f)))
with open('bom.csv', newline='') as f:
    print(next(csv.reader(f)))
with open('tsv.tsv', 'w', newline='') as f:
    csv.writer(f, delimiter='\t').writerows([[1, 2], ['a b', 'c']])
print(list(csv.reader(open('tsv.tsv', newline=''), delimiter='\t')))
with open('nonewline.csv', 'w') as f:
    csv.writer(f).writerow(['x', 'y'])
print(open('nonewline.csv', 'rb').read())
