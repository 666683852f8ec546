# csv.Error traceback name
import csv
import io

raise csv.Error('bad thing')
