# quoted fields with delimiters, quotes and newlines
import csv
import io

data = chr(34) + "a,b" + chr(34) + ",say,multi\nline\r\nplain,,end\r\n"
print(list(csv.reader(io.StringIO(data, newline=''))))
