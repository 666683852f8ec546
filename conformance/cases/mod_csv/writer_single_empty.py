# a record of one empty field is quoted
import csv
import io

buf = io.StringIO()
w = csv.writer(buf)
w.writerow([''])
w.writerow([None])
w.writerow([])
print(repr(buf.getvalue()))
try:
    csv.writer(buf, quoting=csv.QUOTE_NONE).writerow([''])
except csv.Error as e:
    print(e)
