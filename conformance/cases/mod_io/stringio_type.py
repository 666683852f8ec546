# StringIO type name
import io

print(io.StringIO, io.BytesIO, type(io.StringIO()).__name__, isinstance(io.StringIO(), io.StringIO))
