# PrettyPrinter(depth=0) raises
import pprint
pprint.PrettyPrinter(depth=0)
