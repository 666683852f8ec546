# unknown dialect name
import csv
import io

csv.reader([], dialect='nope')
