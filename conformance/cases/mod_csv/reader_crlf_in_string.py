# CRLF inside a single string
import csv
import io

print(list(csv.reader(io.StringIO('a,b\r\nc,d\r\n', newline=''))))
print(list(csv.reader(['a,b\r\n', 'c,d\n'])))
