# QUOTE_NONNUMERIC converts unquoted fields
import csv
import io

print(list(csv.reader(['1,2.5,"x",-3'], quoting=csv.QUOTE_NONNUMERIC)))
