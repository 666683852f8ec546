# Dialect subclasses
import csv
import io

class Semi(csv.excel):
    delimiter = ';'
buf = io.StringIO()
csv.writer(buf, dialect=Semi).writerow(['a', 'b;c'])
print(repr(buf.getvalue()), list(csv.reader(['1;2'], Semi)))
csv.register_dialect('semi', Semi)
print(csv.get_dialect('semi').delimiter)
