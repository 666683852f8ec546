# reader of a non-iterable
import csv
import io

csv.reader(5)
