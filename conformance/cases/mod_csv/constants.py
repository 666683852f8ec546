# quoting constants
import csv
import io

print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, issubclass(csv.Error, Exception))
