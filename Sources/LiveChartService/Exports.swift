// What the service's public API throws and answers with comes from LiveChartJobs: an app that imports
// LiveChartService alone can catch it by name.
@_exported import enum LiveChartJobs.ExitCode
@_exported import struct LiveChartJobs.CommandFailure
