# uuid3 and uuid5 with NAMESPACE_DNS and 'example.com'
import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_DNS, 'example.com')
u5 = uuid.uuid5(uuid.NAMESPACE_DNS, 'example.com')
print(uuid.NAMESPACE_DNS, u3, u3.version, u5, u5.version, u5.variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'example.com'.encode()) == u3)
