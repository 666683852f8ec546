# uuid3 and uuid5 with NAMESPACE_DNS and 'python.org'
import uuid
u3 = uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org')
u5 = uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
print(uuid.NAMESPACE_DNS, u3, u3.version, u5, u5.version, u5.variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'.encode()) == u3)
