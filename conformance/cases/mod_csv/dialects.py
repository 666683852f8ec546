# builtin dialects
import csv
import io

print(sorted(csv.list_dialects()))
for name in ('excel', 'excel-tab', 'unix'):
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.lineterminator), d.quoting, d.doublequote, d.quotechar)
buf = io.StringIO()
csv.writer(buf, dialect='unix').writerow(['a', 1])
csv.writer(buf, 'excel-tab').writerow(['a', 1])
print(repr(buf.getvalue()))
