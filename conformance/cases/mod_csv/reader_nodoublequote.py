# doublequote=False
import csv
import io

print(list(csv.reader(['"a""b",c'], doublequote=False)))
print(list(csv.reader(['"a\\"b",c'], doublequote=False, escapechar='\\')))
