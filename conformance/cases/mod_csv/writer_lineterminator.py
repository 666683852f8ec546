# custom lineterminator and delimiter
import csv
import io

buf = io.StringIO()
w = csv.writer(buf, delimiter='\t', lineterminator='\n')
w.writerows([['a', 'b\tc'], [1, 2]])
print(repr(buf.getvalue()))
