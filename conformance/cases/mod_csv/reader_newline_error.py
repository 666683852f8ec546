# newline in unquoted field
import csv
import io

list(csv.reader(['a\rb']))
