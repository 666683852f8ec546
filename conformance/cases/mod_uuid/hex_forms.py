# UUID accepts braces, urn prefix, dashes anywhere; rejects other lengths
import uuid
for s in ['{1234567812345678123456781234567-8}', 'uuid:12345678123456781234567812345678', '12-34-5678123456781234567812345678',
          ' 12345678123456781234567812345678', '12345678123456781234567812345678 ', '{{12345678123456781234567812345678}}']:
    try:
        print(uuid.UUID(s))
    except ValueError as e:
        print('ValueError:', e)
