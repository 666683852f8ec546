# QUOTE_NONNUMERIC with text
import csv
import io

list(csv.reader(['abc'], quoting=csv.QUOTE_NONNUMERIC))
