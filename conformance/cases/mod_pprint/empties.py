# empty containers at narrow width
import pprint
pprint.pprint([(), [], {}, set(), '', b'', (1,)], width=5)
pprint.pprint([[[]]], width=1)
pprint.pprint({'': {}}, width=1)
