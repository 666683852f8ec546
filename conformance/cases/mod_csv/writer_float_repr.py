# numbers are written with str()
import csv
import io

buf = io.StringIO()
csv.writer(buf).writerow([0.1, 1e20, 1e-7, -0.0, 10**20, 3+4j])
print(repr(buf.getvalue()))
