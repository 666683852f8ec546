# write then read back
import csv
import io

rows = [['name', 'note'], ['a', 'x,y'], ['b', 'say "hi"'], ['c', 'line1\nline2'], ['d', '']]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
buf.seek(0)
back = list(csv.reader(buf))
print(back == rows, back)
