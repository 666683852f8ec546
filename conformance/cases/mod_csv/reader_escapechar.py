# escapechar in reader
import csv
import io

print(list(csv.reader(['a\\,b,c'], escapechar='\\')))
print(list(csv.reader(['"a\\"b",c'], escapechar='\\')))
