# minimal quoting rules
import csv
import io

buf = io.StringIO()
csv.writer(buf).writerow(['plain', 'with,comma', 'with"quote', 'with\nnewline', 'with\rcr', ' space', ''])
print(repr(buf.getvalue()))
